import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PixPayloadInput,
  parsePixPayload,
  pixCrc16,
  pixDynamicPayload,
  pixPayload,
} from './pix.ts';

// The static BR Code printed in the Banco Central's "Manual de Padrões para Iniciação do Pix"
// (random key 123e4567-…, Fulano de Tal, BRASILIA, no amount, txid ***), CRC 1D3D.
const BCB_MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// A dynamic code (01 = 12, URL in 26-25, GUI in upper case) from a public annotated list of BR
// Code examples (gist matheusb-comp/1efa205b…); its CRC EEAB is checked below.
const DYNAMIC_UPPER_CASE_GUI =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';
// Built by hand, field by field (id, length, value); CRC from Python's binascii.crc_hqx(…, 0xFFFF),
// an independent CRC-16/CCITT-FALSE:
//   000201 | 26 62 [0014br.gov.bcb.pix 0125pagamentos@vitrine.com.br 0211Pedido 1234]
//   52040000 | 5303986 | 5406149.90 | 5802BR | 5913Loja Sao Joao | 6009Sao Paulo
//   62 14 [0510PEDIDO1234] | 6304 1D61
const STORE_CODE =
  '00020126620014br.gov.bcb.pix0125pagamentos@vitrine.com.br0211Pedido 12345204000053039865406149.905802BR5913Loja Sao Joao6009Sao Paulo62140510PEDIDO123463041D61';

const withCrc = (body: string) => body + pixCrc16(body);
const bcbInput: PixPayloadInput = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
};

describe('pixCrc16', () => {
  it.each([
    { label: "the CRC-16/CCITT-FALSE check value '123456789'", text: '123456789', crc: '29B1' },
    { label: 'empty text (the initial value)', text: '', crc: 'FFFF' },
    { label: "UTF-8 bytes of 'ã' (C3 A3), per binascii.crc_hqx", text: 'ã', crc: 'DB81' },
    { label: 'the BCB manual static example', text: BCB_MANUAL_STATIC.slice(0, -4), crc: '1D3D' },
    { label: 'the dynamic example', text: DYNAMIC_UPPER_CASE_GUI.slice(0, -4), crc: 'EEAB' },
  ])('computes $crc for $label', ({ text, crc }) => {
    expect(pixCrc16(text)).toBe(crc);
  });
});

describe('pixPayload', () => {
  it('reproduces the BCB manual static example byte for byte', () => {
    expect(pixPayload(bcbInput)).toBe(BCB_MANUAL_STATIC);
  });

  it('writes amount, description and txid in their tags, accents removed, case kept', () => {
    expect(
      pixPayload({
        key: 'pagamentos@vitrine.com.br',
        merchantName: 'Loja São João',
        merchantCity: 'São Paulo',
        amount: 149.9,
        txid: 'PEDIDO1234',
        description: 'Pedido 1234',
      }),
    ).toBe(STORE_CODE);
  });

  it.each([
    {
      label: 'a 30-character name to 25',
      input: { merchantName: 'Comércio de Artigos Finos Ltda' },
      tag: '5925Comercio de Artigos Finos',
    },
    {
      label: 'a city to 15 without a trailing space',
      input: { merchantCity: 'Itapecerica da Serra' },
      tag: '6014Itapecerica da',
    },
    { label: 'the amount to two decimals', input: { amount: 1.005 }, tag: '54041.01' },
    { label: 'an explicit *** txid', input: { txid: '***' }, tag: '62070503***' },
  ])('cuts or formats $label', ({ input, tag }) => {
    expect(pixPayload({ ...bcbInput, ...input })).toContain(tag);
  });

  it.each([
    { label: 'a txid with a hyphen', input: { txid: 'PED-1' } },
    { label: 'a 26-character txid', input: { txid: 'A'.repeat(26) } },
    { label: 'an empty txid', input: { txid: '' } },
    { label: 'an empty key', input: { key: '  ' } },
    { label: 'a key with accents', input: { key: 'joão@example.com' } },
    { label: 'a merchant account over 99 characters', input: { description: 'x'.repeat(42) } },
    { label: 'an amount of 0', input: { amount: 0 } },
    { label: 'an amount rounding to 0', input: { amount: 0.004 } },
    { label: 'a negative amount', input: { amount: -1 } },
    { label: 'a NaN amount', input: { amount: NaN } },
    { label: 'an amount over 13 characters', input: { amount: 1e11 } },
    { label: 'a name with no letters left', input: { merchantName: '☕' } },
  ])('throws a RangeError for $label', ({ input }) => {
    expect(() => pixPayload({ ...bcbInput, ...input })).toThrow(RangeError);
  });

  it('fits a 99-character merchant account exactly', () => {
    // 18 (GUI) + 40 (01 36 key) + 4 + 41 (description) = 99.
    expect(pixPayload({ ...bcbInput, description: 'x'.repeat(37) })).toContain(`2699`);
  });
});

describe('parsePixPayload', () => {
  it.each([
    { label: 'the BCB manual static example', payload: BCB_MANUAL_STATIC, expected: bcbInput },
    {
      label: 'a dynamic code with an upper-case GUI',
      payload: DYNAMIC_UPPER_CASE_GUI,
      expected: {
        url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
        merchantName: 'EMPRESA',
        merchantCity: 'SAO PAULO',
      },
    },
    {
      label: 'a code with amount and txid',
      payload: STORE_CODE,
      expected: {
        key: 'pagamentos@vitrine.com.br',
        merchantName: 'Loja Sao Joao',
        merchantCity: 'Sao Paulo',
        amount: 149.9,
        txid: 'PEDIDO1234',
      },
    },
    {
      label: 'a lower-case CRC and surrounding spaces',
      payload: ` ${BCB_MANUAL_STATIC.slice(0, -4)}1d3d\n`,
      expected: bcbInput,
    },
  ])('reads $label', ({ payload, expected }) => {
    expect(parsePixPayload(payload)).toEqual(expected);
  });

  const body = BCB_MANUAL_STATIC.slice(0, -4);
  it.each([
    { label: 'the CRC does not match', payload: `${body}1D3E` },
    { label: 'the CRC is not 4 hex digits', payload: `${body.slice(0, -4)}6302AB` },
    {
      label: 'the Pix account has neither key nor URL',
      payload: withCrc(
        body.replace(
          '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000',
          '26180014br.gov.bcb.pix',
        ),
      ),
    },
    { label: 'a character was changed', payload: BCB_MANUAL_STATIC.replace('Fulano', 'Fulana') },
    { label: 'it is empty', payload: '' },
    { label: 'it is cut short', payload: BCB_MANUAL_STATIC.slice(0, 60) },
    {
      label: 'a length overruns the text',
      payload: withCrc(body.replace('5913Fulano', '5999Fulano')),
    },
    { label: 'it does not start with 000201', payload: withCrc(body.replace('000201', '000202')) },
    {
      label: 'the GUI is not Pix',
      payload: withCrc(body.replace('br.gov.bcb.pix', 'br.gov.bcb.pag')),
    },
    { label: 'the currency is not the real', payload: withCrc(body.replace('5303986', '5303840')) },
    {
      label: 'the merchant name is missing',
      payload: withCrc(body.replace('5913Fulano de Tal', '')),
    },
    { label: 'the additional data is missing', payload: withCrc(body.replace('62070503***', '')) },
    { label: 'a tag repeats', payload: withCrc(body.replace('5802BR', '5802BR5802BR')) },
    {
      label: 'the point of initiation is unknown',
      payload: withCrc(body.replace('000201', '000201010213')),
    },
    {
      label: 'the amount is not a decimal number',
      payload: withCrc(body.replace('5802BR', '54041,005802BR')),
    },
  ])('returns null when $label', ({ payload }) => {
    expect(parsePixPayload(payload)).toBeNull();
  });

  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
  const words = (maxLength: number) =>
    fc
      .array(word, { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(' '))
      .filter((text) => text.length <= maxLength);
  const input: fc.Arbitrary<PixPayloadInput> = fc.record(
    {
      key: fc.oneof(
        fc.uuid(),
        fc.stringMatching(/^\d{11}$/),
        fc.stringMatching(/^\+55\d{11}$/),
        fc.stringMatching(/^[a-z0-9.]{1,20}@[a-z0-9]{1,15}\.com\.br$/),
      ),
      merchantName: words(25),
      merchantCity: words(15),
      amount: fc.integer({ min: 1, max: 9_999_999_999 }).map((cents) => cents / 100),
      txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
    },
    { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
  );

  it('reads back what pixPayload wrote', () => {
    fc.assert(
      fc.property(input, (fields) => {
        expect(parsePixPayload(pixPayload(fields))).toEqual(fields);
      }),
    );
  });

  // CRC-16 catches every error burst of up to 16 bits, so any one-byte substitution in an ASCII
  // payload is caught. Two exceptions are not substitutions as parsed: a change of letter case
  // inside the CRC itself (read case-insensitively) and a space at either end (trimmed away).
  it('rejects any single-character change', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (fields, at, code) => {
        const payload = pixPayload(fields);
        const index = at % payload.length;
        const replacement = String.fromCharCode(code);
        const original = payload[index]!;
        fc.pre(replacement !== original);
        fc.pre(
          !(index >= payload.length - 4 && replacement.toUpperCase() === original.toUpperCase()),
        );
        fc.pre(!(replacement === ' ' && (index === 0 || index === payload.length - 1)));
        const changed = payload.slice(0, index) + replacement + payload.slice(index + 1);
        expect(parsePixPayload(changed)).toBeNull();
      }),
    );
  });
});

describe('pixDynamicPayload', () => {
  const input = {
    url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
    merchantName: 'Loja Açaí',
    merchantCity: 'São Paulo',
  };

  it('writes the location in 26-25 and reads back with no key, amount or txid', () => {
    expect(parsePixPayload(pixDynamicPayload(input))).toEqual({
      url: input.url,
      merchantName: 'Loja Acai',
      merchantCity: 'Sao Paulo',
    });
  });

  it('marks the code single use (01 = 12)', () => {
    expect(pixDynamicPayload(input).startsWith('000201010212')).toBe(true);
  });

  it('drops an https:// the PSP may have written', () => {
    expect(pixDynamicPayload({ ...input, url: `https://${input.url}` })).toBe(
      pixDynamicPayload(input),
    );
  });

  it.each([[''], ['x'.repeat(78)], ['pix.example.com/qr/ç']])('refuses the location %j', (url) => {
    expect(() => pixDynamicPayload({ ...input, url })).toThrow(RangeError);
  });
});
