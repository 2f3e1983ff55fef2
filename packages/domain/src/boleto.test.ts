import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoletoFields,
  boletoBarcodeToLine,
  boletoLineToBarcode,
  buildBoleto,
  isValidBoletoLine,
  parseBoleto,
} from './boleto.ts';

// A Banco do Brasil boleto widely used as a worked example (R$ 1,00, factor 3737 = 2007-12-31);
// mod-checks.test.ts recomputes its four check digits.
const BB_LINE = '00190500954014481606906809350314337370000000100';
const BB_LINE_MASKED = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const BB_BARCODE = '00193373700000001000500940144816060680935031';

// Built by hand: Banco do Brasil (001), R$ 149,90 due 2025-03-10 (factor 1000 + 16 days after the
// 2025-02-22 restart = 1016), convênio of 7 digits: free field 000000 1234567 0000000042 17.
// General DV over 001 9 1016 0000014990 0000001234567000000004217, weights 2…9 from the right:
//   1×2 + 9×9 + 1×8 + 1×6 + 6×5 + 1×7 + 4×6 + 9×5 + 9×4 + 1×4 + 2×3 + 3×2 + 4×9 + 5×8 + 6×7
//   + 7×6 + 4×5 + 2×4 + 1×3 + 7×2 (zeros omitted) = 460 = 41×11 + 9 → DV 11 − 9 = 2.
// Field 1 001900000: 0+0+2+9+0+0+0+0+0 = 11 → DV 9.
// Field 2 0123456700: 0+2+2+6+4+(10→1)+6+(14→5)+0+0 = 26 → DV 4.
// Field 3 0000004217: 4×1 + 2×2 + 1×1 + (7×2 = 14 → 5) = 14 → DV 6.
const HAND_FIELDS: BoletoFields = {
  bankCode: '001',
  amount: 149.9,
  dueDate: '2025-03-10',
  freeField: '0000001234567000000004217',
};
const HAND_BARCODE = '00192101600000149900000001234567000000004217';
const HAND_LINE = '00190000090123456700400000042176210160000014990';

const at = (date: string) => new Date(`${date}T12:00:00Z`);
const replaceAt = (text: string, index: number, digit: string) =>
  text.slice(0, index) + digit + text.slice(index + 1);

describe('buildBoleto', () => {
  it('computes every check digit of the hand-built example', () => {
    expect(buildBoleto(HAND_FIELDS)).toEqual({ barcode: HAND_BARCODE, line: HAND_LINE });
  });

  it('rebuilds the Banco do Brasil example from its fields', () => {
    expect(
      buildBoleto({
        bankCode: '001',
        amount: 1,
        dueDate: '2007-12-31',
        freeField: '0500940144816060680935031',
      }),
    ).toEqual({ barcode: BB_BARCODE, line: BB_LINE });
  });

  it('writes factor 0000 for a boleto without due date', () => {
    expect(buildBoleto({ ...HAND_FIELDS, dueDate: null }).barcode.slice(5, 9)).toBe('0000');
  });

  it('writes the largest amount 10 digits allow', () => {
    expect(buildBoleto({ ...HAND_FIELDS, amount: 99_999_999.99 }).barcode.slice(9, 19)).toBe(
      '9999999999',
    );
  });

  it.each([
    { label: 'an amount over 10 digits of cents', fields: { amount: 100_000_000 } },
    { label: 'a negative amount', fields: { amount: -0.001 } },
    { label: 'a NaN amount', fields: { amount: NaN } },
    { label: 'a date before factor 1', fields: { dueDate: '1997-10-07' } },
    { label: 'an impossible date', fields: { dueDate: '2025-02-29' } },
    { label: 'a two-digit bank code', fields: { bankCode: '01' } },
    { label: 'a 24-digit free field', fields: { freeField: '0'.repeat(24) } },
    { label: 'a free field with letters', fields: { freeField: 'A'.repeat(25) } },
  ])('throws a RangeError for $label', ({ fields }) => {
    expect(() => buildBoleto({ ...HAND_FIELDS, ...fields })).toThrow(RangeError);
  });
});

describe('isValidBoletoLine', () => {
  it.each([
    { label: 'the Banco do Brasil line', line: BB_LINE, valid: true },
    { label: 'the same line masked', line: BB_LINE_MASKED, valid: true },
    { label: 'the hand-built line', line: HAND_LINE, valid: true },
    { label: 'a wrong field-1 digit', line: replaceAt(BB_LINE, 9, '6'), valid: false },
    { label: 'a wrong field-2 digit', line: replaceAt(BB_LINE, 20, '0'), valid: false },
    { label: 'a wrong field-3 digit', line: replaceAt(BB_LINE, 31, '5'), valid: false },
    { label: 'a wrong general digit', line: replaceAt(BB_LINE, 32, '4'), valid: false },
    {
      label: 'a general digit of 0, which mod 11 never gives',
      line: replaceAt(BB_LINE, 32, '0'),
      valid: false,
    },
    { label: 'the 44-digit barcode', line: BB_BARCODE, valid: false },
    { label: 'a hyphen in the mask', line: BB_LINE_MASKED.replace(' 3 ', '-3-'), valid: false },
    { label: 'a 48-digit collection line', line: `${BB_LINE}0`, valid: false },
    { label: 'empty text', line: '', valid: false },
  ])('returns $valid for $label', ({ line, valid }) => {
    expect(isValidBoletoLine(line)).toBe(valid);
  });

  it('misses a field-5 typo that keeps the remainder in {0, 1, 10}, as FEBRABAN mod 11 allows', () => {
    // R$ 149,91: weighted sum 463 = 42×11 + 1 → DV 1. Typing a 3 for the second value digit
    // (weight 3) adds 9: 472 = 42×11 + 10, also DV 1. The typo turns R$ 149,91 into 3.000.149,91.
    const { line } = buildBoleto({ ...HAND_FIELDS, amount: 149.91 });
    expect(line[32]).toBe('1');
    const typo = replaceAt(line, 38, '3');
    expect(isValidBoletoLine(typo)).toBe(true);
    expect(parseBoleto(typo, at('2025-03-01'))?.amount).toBe(3_000_149.91);
  });
});

describe('boletoLineToBarcode', () => {
  it.each([
    { line: BB_LINE, barcode: BB_BARCODE },
    { line: BB_LINE_MASKED, barcode: BB_BARCODE },
    { line: HAND_LINE, barcode: HAND_BARCODE },
    { line: replaceAt(BB_LINE, 0, '1'), barcode: null },
    { line: BB_BARCODE, barcode: null },
  ])('converts $line to $barcode', ({ line, barcode }) => {
    expect(boletoLineToBarcode(line)).toBe(barcode);
  });
});

describe('boletoBarcodeToLine', () => {
  it.each([
    { barcode: BB_BARCODE, line: BB_LINE },
    { barcode: HAND_BARCODE, line: HAND_LINE },
    { barcode: replaceAt(BB_BARCODE, 4, '4'), line: null },
    { barcode: replaceAt(BB_BARCODE, 43, '2'), line: null },
    { barcode: BB_LINE, line: null },
    { barcode: `${BB_BARCODE.slice(0, 20)}x${BB_BARCODE.slice(21)}`, line: null },
  ])('converts $barcode to $line', ({ barcode, line }) => {
    expect(boletoBarcodeToLine(barcode)).toBe(line);
  });
});

describe('parseBoleto', () => {
  const bb = { bankCode: '001', amount: 1, barcode: BB_BARCODE, line: BB_LINE };
  const hand = { bankCode: '001', amount: 149.9, barcode: HAND_BARCODE, line: HAND_LINE };
  it.each([
    {
      label: 'the BB line',
      input: BB_LINE,
      reference: '2007-12-01',
      expected: { ...bb, dueDate: '2007-12-31' },
    },
    {
      label: 'the BB line masked',
      input: BB_LINE_MASKED,
      reference: '2007-12-01',
      expected: { ...bb, dueDate: '2007-12-31' },
    },
    {
      label: 'the BB barcode',
      input: BB_BARCODE,
      reference: '2007-12-01',
      expected: { ...bb, dueDate: '2007-12-31' },
    },
    // Seen from 2030, factor 3737 rather names 2007-12-31 + 9000 days = 2032-08-21.
    {
      label: 'the BB line seen from 2030',
      input: BB_LINE,
      reference: '2030-01-01',
      expected: { ...bb, dueDate: '2032-08-21' },
    },
    {
      label: 'the hand-built line',
      input: HAND_LINE,
      reference: '2025-03-01',
      expected: { ...hand, dueDate: '2025-03-10' },
    },
  ])('reads $label', ({ input, reference, expected }) => {
    expect(parseBoleto(input, at(reference))).toEqual(expected);
  });

  it('reads factor 0000 as no due date', () => {
    expect(parseBoleto(buildBoleto({ ...HAND_FIELDS, dueDate: null }).line)?.dueDate).toBeNull();
  });

  it('returns null for a valid boleto in another currency (code 0)', () => {
    // HAND_BARCODE with currency 0: the sum drops by 9×9 = 81 to 379 = 34×11 + 5 → DV 6.
    const valid = `0010${'6'}${HAND_BARCODE.slice(5)}`;
    expect(boletoBarcodeToLine(valid)).not.toBeNull();
    expect(parseBoleto(valid)).toBeNull();
  });

  it.each(['', 'abc', BB_LINE.slice(1), replaceAt(BB_LINE, 40, '9')])(
    'returns null for %j',
    (input) => {
      expect(parseBoleto(input)).toBeNull();
    },
  );

  it('throws a RangeError for an invalid reference date', () => {
    expect(() => parseBoleto(BB_LINE, new Date(NaN))).toThrow(RangeError);
  });

  const DAY_MS = 86_400_000;
  const BASE = Date.UTC(1997, 9, 7);
  const isoDay = (days: number) => new Date(BASE + days * DAY_MS).toISOString().slice(0, 10);
  const fields: fc.Arbitrary<BoletoFields & { referenceOffset: number }> = fc.record({
    bankCode: fc.stringMatching(/^\d{3}$/),
    amount: fc.integer({ min: 0, max: 9_999_999_999 }).map((cents) => cents / 100),
    // Factor 1 (1997-10-08) to 2100; null is "no due date".
    dueDate: fc.option(fc.integer({ min: 1, max: 37_700 }).map(isoDay), { nil: null }),
    freeField: fc.stringMatching(/^\d{25}$/),
    // One factor names dates 9000 days apart, so a reference within 4499 days picks the right one.
    referenceOffset: fc.integer({ min: -4499, max: 4499 }),
  });

  it('reads back what buildBoleto wrote, given a reference near the due date', () => {
    fc.assert(
      fc.property(fields, ({ referenceOffset, freeField, ...expected }) => {
        const { barcode, line } = buildBoleto({ ...expected, freeField });
        const reference = new Date(
          Date.parse(expected.dueDate ?? '2025-01-01') + referenceOffset * DAY_MS,
        );
        expect(parseBoleto(line, reference)).toEqual({ ...expected, barcode, line });
        expect(parseBoleto(barcode, reference)).toEqual({ ...expected, barcode, line });
        expect(barcode.slice(19)).toBe(freeField);
      }),
    );
  });

  it('converts barcode → line → barcode and back unchanged', () => {
    fc.assert(
      fc.property(fields, ({ referenceOffset: _, ...input }) => {
        const { barcode, line } = buildBoleto(input);
        expect(boletoLineToBarcode(boletoBarcodeToLine(barcode)!)).toBe(barcode);
        expect(boletoBarcodeToLine(boletoLineToBarcode(line)!)).toBe(line);
      }),
    );
  });

  // Which single-digit typos the check digits are guaranteed to catch:
  // - line positions 1–32 (fields 1–3 with their DVs): mod 10 with weights 2 and 1 maps each
  //   digit to distinct values mod 10 (2d's digit sum is a permutation of 0–9), so any change
  //   moves the sum; a changed DV simply mismatches;
  // - position 33, the general DV: it is recomputed, so any other value mismatches;
  // - positions 34–47 (factor and value) are covered by mod 11 alone. A change of δ (1–9) at
  //   weight w (2–9) shifts the sum by w·δ ≢ 0 (mod 11, a prime), so the remainder always moves —
  //   but remainders 0, 1 and 10 all give DV 1, so the typo is only guaranteed to show when the
  //   line's DV is not 1 (see the R$ 149,91 example above).
  it('rejects every single-digit change the mod rules guarantee to catch', () => {
    fc.assert(
      fc.property(
        fields,
        fc.integer({ min: 0, max: 46 }),
        fc.integer({ min: 1, max: 9 }),
        (input, index, shift) => {
          const { line } = buildBoleto(input);
          fc.pre(index <= 32 || line[32] !== '1');
          const typo = replaceAt(line, index, String((Number(line[index]) + shift) % 10));
          expect(isValidBoletoLine(typo)).toBe(false);
        },
      ),
    );
  });
});
