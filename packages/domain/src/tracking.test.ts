import { describe, expect, it } from 'vitest';
import { normalizeTrackingCode, s10CheckDigit, trackingCodeProblem } from './tracking.ts';

describe('normalizeTrackingCode', () => {
  it.each([
    ['qb 123456789br', 'QB123456789BR'],
    ['  AA100833276BR \n', 'AA100833276BR'],
    ['ab-12 34', 'AB-1234'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizeTrackingCode(input)).toBe(expected);
  });
});

describe('s10CheckDigit', () => {
  // UPU S10 worked example: serial 47312482 → check digit 9 (RR473124829GB).
  it.each([
    ['47312482', 9],
    ['10083327', 6],
    ['00000000', 5],
  ])('computes the check digit of %s', (serial, digit) => {
    expect(s10CheckDigit(serial)).toBe(digit);
  });
});

describe('trackingCodeProblem', () => {
  it.each([
    ['QB123456789BR', null],
    ['RR473124829GB', null],
    ['JAD-123456', null],
    ['AB!', 'format'],
    ['ABC', 'format'],
    ['', 'format'],
    ['A'.repeat(41), 'format'],
  ] as const)('judges %j', (code, problem) => {
    expect(trackingCodeProblem(code)).toBe(problem);
  });
});
