import iconv from 'iconv-lite';

// A spreadsheet saved by a seller arrives in one of these shapes, told apart by its bytes alone
// (never by its name or content type): UTF-8 with a BOM (our own export, Excel's "CSV UTF-8"),
// UTF-8 without one (LibreOffice, Google Sheets), Windows-1252 (Excel's plain "CSV" on a pt-BR
// Windows), or UTF-16 (Excel's "Texto Unicode", little-endian with a BOM; other tools without
// one, or big-endian). Bytes that are not valid UTF-8 can only be 1252: it decodes every byte,
// and a Brazilian file with accents is never valid UTF-8 by accident (a lone "ã" is 0xE3
// followed by an ASCII letter, an invalid sequence).
//
// Not TextDecoder('windows-1252'): since Node 20.18.3 it decodes as Latin-1, turning 0x80–0x9F
// (€, curly quotes, dashes Excel writes) into control characters (nodejs/node#60888).

export type FileEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/**
 * A character the database cannot keep (PostgreSQL's text and jsonb refuse U+0000), or bytes
 * that are not the UTF-16 they claim: `line` is the file's line (1 is the header).
 */
export class UnstorableText extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'nul' | 'invalid-utf16',
  ) {
    super(`unstorable text (${reason}) on line ${line}`);
    this.name = 'UnstorableText';
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** How many bytes of a file without a BOM are looked at to tell UTF-16 from a NUL in a text. */
const SNIFF_BYTES = 4096;

/**
 * UTF-16 without a BOM, told by its NULs: text that is mostly ASCII (a spreadsheet's digits,
 * separators and headers) has a zero in every other byte, the high byte of each code unit —
 * odd positions in little-endian, even ones in big-endian — and none in the other half. A
 * UTF-8 or 1252 file with a stray NUL has a few, anywhere.
 */
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, SNIFF_BYTES) & ~1);
  const pairs = sample.length / 2;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros += 1;
    if (sample[index + 1] === 0) oddZeros += 1;
  }
  const mostly = pairs * 0.5;
  const hardly = pairs * 0.02;
  if (oddZeros >= mostly && evenZeros <= hardly) return 'utf-16le';
  if (evenZeros >= mostly && oddZeros <= hardly) return 'utf-16be';
  return null;
}

/** The 1-based line of `text` at `index` (CRLF, LF and a lone CR each end a line). */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = 0; at < index; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(at + 1) !== 0x0a)) line += 1;
  }
  return line;
}

function decodeUtf16(body: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch {
    // An odd byte count or a lone surrogate: where the replacement character first stands.
    const loose = new TextDecoder(encoding).decode(body);
    const at = loose.indexOf('\uFFFD');
    throw new UnstorableText(lineAt(loose, at < 0 ? loose.length : at), 'invalid-utf16');
  }
}

/**
 * The file's text and the encoding it was read as. Throws UnstorableText when the text holds a
 * NUL (U+0000) or the UTF-16 is broken: refused whole, naming the line, rather than stored cut.
 */
export function decodeSpreadsheet(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  let decoded: { text: string; encoding: FileEncoding };
  const utf16 = startsWith(bytes, UTF16LE_BOM)
    ? 'utf-16le'
    : startsWith(bytes, UTF16BE_BOM)
      ? 'utf-16be'
      : startsWith(bytes, UTF8_BOM) || !bytes.includes(0)
        ? null
        : sniffUtf16(bytes);
  if (utf16) {
    const bom = startsWith(bytes, utf16 === 'utf-16le' ? UTF16LE_BOM : UTF16BE_BOM) ? 2 : 0;
    decoded = { text: decodeUtf16(bytes.subarray(bom), utf16), encoding: utf16 };
  } else {
    const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      decoded = { text, encoding: 'utf-8' };
    } catch {
      decoded = { text: iconv.decode(Buffer.from(body), 'windows-1252'), encoding: 'windows-1252' };
    }
  }
  const nul = decoded.text.indexOf('\u0000');
  if (nul >= 0) throw new UnstorableText(lineAt(decoded.text, nul), 'nul');
  return decoded;
}
