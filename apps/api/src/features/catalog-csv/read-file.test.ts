import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet } from '../../lib/spreadsheet/decode.ts';
import { parseRow } from './parse-row.ts';
import { readRows } from './read-rows.ts';
import { readTable } from '../../lib/spreadsheet/read-table.ts';

// Fixtures built here, byte by byte, as each tool saves them.
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 as Excel in pt-BR saves "CSV (separado por vírgulas)": one byte per letter. */
const cp1252 = (text: string) =>
  new Uint8Array(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in the fixture's range: ${char}`);
      return code; // Latin-1 letters (ã, ç, é…) have the same byte in 1252
    }),
  );

const SEMICOLON = 'SKU;Nome;Preço;Descrição\r\nCAM-1;Camisão;1.234,56;"Algodão; macio"\r\n';
const COMMA = 'SKU,Nome,Preço,Descrição\nCAM-1,Camisão,1234.56,"Algodão; macio"\n';

function read(bytes: Uint8Array) {
  const { text, encoding } = decodeSpreadsheet(bytes);
  const table = readTable(text);
  const { rows, problems } = readRows(table);
  return { encoding, separator: table.separator, rows, problems };
}

describe('reading a spreadsheet file', () => {
  it.each([
    ['UTF-8 with BOM, ;', withBom(SEMICOLON), 'utf-8', ';'],
    ['UTF-8 without BOM, ;', utf8(SEMICOLON), 'utf-8', ';'],
    ['Windows-1252, ;', cp1252(SEMICOLON), 'windows-1252', ';'],
    ['UTF-8 with BOM, ,', withBom(COMMA), 'utf-8', ','],
    ['Windows-1252, ,', cp1252(COMMA), 'windows-1252', ','],
  ])('reads %s', (_, bytes, encoding, separator) => {
    const result = read(bytes);
    expect(result.encoding).toBe(encoding);
    expect(result.separator).toBe(separator);
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: '2',
        sku: 'CAM-1',
        name: 'Camisão',
        price: separator === ';' ? '1.234,56' : '1234.56',
        description: 'Algodão; macio',
      },
    ]);
    expect(parseRow(result.rows[0]!).parsed.priceCents).toBe(123456);
  });

  it('decodes the bytes 1252 has beyond Latin-1 (€, curly quotes)', () => {
    const bytes = new Uint8Array([...cp1252('SKU;Nome\r\nX;'), 0x93, 0x80, 0x94, 0x0d, 0x0a]);
    expect(read(bytes).rows[0]?.name).toBe('“€”');
  });

  it('numbers rows as a spreadsheet does: header 1, blank rows counted, multi-line cells one row', () => {
    const text = 'SKU;Descrição\r\nA;"duas\r\nlinhas"\r\n\r\nB;x\r\n';
    expect(read(utf8(text)).rows.map((row) => [row.row, row.sku])).toEqual([
      ['2', 'A'],
      ['4', 'B'],
    ]);
  });

  it('matches headers in any case, without accents, without units, and options by prefix', () => {
    const text = 'sku;PRECO;peso;Opção: Cor;opcao: Tamanho\r\nA;10;250;Azul;M\r\n';
    expect(read(utf8(text)).rows[0]).toEqual({
      row: '2',
      sku: 'A',
      price: '10',
      weight: '250',
      'option:Cor': 'Azul',
      'option:Tamanho': 'M',
    });
  });

  it('names unknown and repeated columns and a missing SKU column on row 1', () => {
    const { problems } = read(utf8('Nome;Cor;Nome\r\nA;Azul;B\r\n'));
    expect(problems).toEqual([
      { row: 1, column: 'Cor', message: expect.stringContaining('coluna desconhecida') },
      { row: 1, column: 'Nome', message: 'esta coluna aparece mais de uma vez.' },
      { row: 1, column: 'SKU', message: 'a planilha precisa de uma coluna SKU.' },
    ]);
  });
});

describe('parseRow', () => {
  const row = (cells: Record<string, string>) => parseRow({ row: '12', sku: 'A', ...cells });

  it('reads every field', () => {
    const { parsed, problems } = row({
      kind: 'Produto',
      status: 'Ativo',
      price: '49,90',
      compareAt: '59,90',
      stock: '1.200',
      lowStock: '5',
      weight: '250',
      height: '10,5',
      width: '20',
      length: '2.5',
      sold: 'não',
      'option:Cor': 'Azul',
      'option:Tamanho': '',
    });
    expect(problems).toEqual([]);
    expect(parsed).toMatchObject({
      row: 12,
      kind: 'product',
      status: 'active',
      priceCents: 4990,
      compareAtCents: 5990,
      stock: 1200,
      lowStock: 5,
      weightGrams: 250,
      heightTenths: 105,
      widthTenths: 200,
      lengthTenths: 25,
      sold: false,
      options: { Cor: 'Azul' },
    });
  });

  it('leaves out what the file has no column for and clears what it leaves empty', () => {
    const { parsed } = row({ compareAt: '', price: '10' });
    expect(parsed.compareAtCents).toBeNull();
    expect(parsed.stock).toBeUndefined();
  });

  it.each([
    [{ price: '49,999' }, 'Preço', 'use um valor como 49,90.'],
    [{ price: '' }, 'Preço', 'preencha este campo.'],
    [{ price: '0' }, 'Preço', 'o preço precisa ser maior que zero.'],
    [{ price: '10', compareAt: '9' }, 'Preço de', 'o "preço de" precisa ser maior que o preço.'],
    [{ stock: '-1' }, 'Estoque', 'o estoque não pode ser negativo.'],
    [{ stock: '1,5' }, 'Estoque', 'use um número inteiro, como 12.'],
    [{ height: '10,55' }, 'Altura (cm)', 'use centímetros com até uma casa decimal, como 10,5.'],
    [{ kind: 'kit' }, 'Tipo', 'use "produto" ou "serviço".'],
    [{ status: 'publicado' }, 'Status', 'use "rascunho", "ativo" ou "arquivado".'],
    [{ sold: 'talvez' }, 'Vendida', 'use "sim" ou "não".'],
    [{ slug: 'Camiseta Azul' }, 'Slug', expect.stringContaining('letras minúsculas')],
    [{ sku: '' }, 'SKU', 'preencha este campo.'],
    [{ kind: 'serviço', stock: '3' }, 'Estoque', expect.stringContaining('serviços não têm')],
    [{ kind: 'servico', 'option:Cor': 'Azul' }, 'Opção: Cor', expect.stringContaining('opções')],
  ])('row 12 with %j: column %s says %s', (cells, column, message) => {
    expect(row(cells).problems).toEqual([{ row: 12, column, message }]);
  });
});
