import iconv from 'iconv-lite';

// A spreadsheet saved by a seller arrives in one of three shapes: UTF-8 with a BOM (our own
// export, Excel's "CSV UTF-8"), UTF-8 without one (LibreOffice, Google Sheets) or Windows-1252
// (Excel's plain "CSV" on a pt-BR Windows). Bytes that are not valid UTF-8 can only be the
// last: 1252 decodes every byte, and a Brazilian file with accents is never valid UTF-8 by
// accident (a lone "ã" is 0xE3 followed by an ASCII letter, an invalid sequence).
//
// Not TextDecoder('windows-1252'): since Node 20.18.3 it decodes as Latin-1, turning 0x80–0x9F
// (€, curly quotes, dashes Excel writes) into control characters (nodejs/node#60888).

export type FileEncoding = 'utf-8' | 'windows-1252';

const BOM = [0xef, 0xbb, 0xbf];

export function decodeSpreadsheet(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  const hasBom = BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(BOM.length) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(body), 'windows-1252'), encoding: 'windows-1252' };
  }
}
