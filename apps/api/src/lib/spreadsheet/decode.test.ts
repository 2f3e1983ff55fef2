import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet, lineAt, UnstorableText } from './decode.ts';

// Each encoding a seller's tool saves, as bytes: told apart by the bytes alone.
const TEXT = 'SKU;Nome;Preço\r\nCAM-1;Camisão “leve”;49,90\r\n';
const bom = (prefix: number[], body: Uint8Array) => new Uint8Array([...prefix, ...body]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  return new Uint8Array(le.swap16());
};

describe('decodeSpreadsheet', () => {
  it.each([
    ['UTF-8 with BOM', bom([0xef, 0xbb, 0xbf], Buffer.from(TEXT, 'utf8')), 'utf-8'],
    ['UTF-8 without BOM', new Uint8Array(Buffer.from(TEXT, 'utf8')), 'utf-8'],
    ['Windows-1252', new Uint8Array(iconv.encode(TEXT, 'windows-1252')), 'windows-1252'],
    ['UTF-16LE with BOM', bom([0xff, 0xfe], Buffer.from(TEXT, 'utf16le')), 'utf-16le'],
    ['UTF-16BE with BOM', bom([0xfe, 0xff], utf16be(TEXT)), 'utf-16be'],
    ['UTF-16LE without BOM', new Uint8Array(Buffer.from(TEXT, 'utf16le')), 'utf-16le'],
    ['UTF-16BE without BOM', utf16be(TEXT), 'utf-16be'],
  ])('reads %s', (_, bytes, encoding) => {
    expect(decodeSpreadsheet(bytes)).toEqual({ text: TEXT, encoding });
  });

  it.each([
    ['UTF-8', new Uint8Array(Buffer.from('SKU\r\nA\r\nB\u0000\r\n', 'utf8')), 3],
    ['Windows-1252', new Uint8Array(iconv.encode('SKU;Preço\nA\u0000;1\n', 'windows-1252')), 2],
    ['UTF-16LE', bom([0xff, 0xfe], Buffer.from('SKU\r\nA\r\nB\r\nC\u0000\r\n', 'utf16le')), 4],
  ])('refuses a NUL in %s, naming its line', (_, bytes, line) => {
    expect(() => decodeSpreadsheet(bytes)).toThrow(new UnstorableText(line, 'nul'));
  });

  it('refuses UTF-16 with a lone surrogate or an odd byte, naming its line', () => {
    const lone = bom([0xff, 0xfe], Buffer.from('SKU\r\nA\r\nB', 'utf16le'));
    const broken = new Uint8Array([...lone, 0x00, 0xd8, 0x0d, 0x00, 0x0a, 0x00]);
    expect(() => decodeSpreadsheet(broken)).toThrow(new UnstorableText(3, 'invalid-utf16'));
    const odd = new Uint8Array([...bom([0xff, 0xfe], Buffer.from('SKU\r\nA', 'utf16le')), 0x41]);
    expect(() => decodeSpreadsheet(odd)).toThrow(new UnstorableText(2, 'invalid-utf16'));
  });
});

describe('lineAt', () => {
  it.each([
    ['a\r\nb\r\nc', 6, 3],
    ['a\nb', 2, 2],
    ['a\rb', 2, 2],
    ['a\r\nb', 1, 1],
    ['abc', 2, 1],
  ])('in %j, index %i is on line %i', (text, index, line) => {
    expect(lineAt(text, index)).toBe(line);
  });
});
