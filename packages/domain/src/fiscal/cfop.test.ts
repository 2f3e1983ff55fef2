import { describe, expect, it } from 'vitest';
import {
  cfopFor,
  cfopForDestination,
  cfopMatchesDestination,
  destinationOf,
  isValidNcm,
  normalizeNcm,
} from './cfop.ts';

describe('isValidNcm', () => {
  it.each(['61091000', '6109.10.00', '49111090', '85171231'])('accepts %s', (ncm) => {
    expect(isValidNcm(ncm)).toBe(true);
  });

  it.each(['6109100', '610910000', '6109.10', 'ABCD1234', '00000000', '99000000', ''])(
    'refuses %j',
    (ncm) => {
      expect(isValidNcm(ncm)).toBe(false);
    },
  );

  it('removes the dots people type', () => {
    expect(normalizeNcm('6109.10.00')).toBe('61091000');
  });
});

describe('cfopFor', () => {
  it.each([
    ['SP', 'SP', 'resale', '5102'],
    ['SP', 'RJ', 'resale', '6102'],
    ['MG', 'MG', 'own_production', '5101'],
    ['MG', 'BA', 'own_production', '6101'],
    ['sp', 'SP', 'resale', '5102'],
  ] as const)('%s → %s, %s: %s', (issuer, delivery, kind, cfop) => {
    expect(cfopFor(issuer, delivery, kind)).toBe(cfop);
  });

  it("takes the store's own pair", () => {
    const pair = { inState: '5405', interstate: '6404' };
    expect(cfopFor('SP', 'SP', pair)).toBe('5405');
    expect(cfopFor('SP', 'PR', pair)).toBe('6404');
  });
});

describe('cfopMatchesDestination', () => {
  it.each([
    ['5102', 'in_state', true],
    ['6102', 'interstate', true],
    ['6102', 'in_state', false], // SEFAZ 523
    ['5102', 'interstate', false], // SEFAZ 733
    ['1102', 'in_state', false], // an entry
    ['7102', 'interstate', false], // abroad
    ['510', 'in_state', false],
  ] as const)('%s for %s: %s', (cfop, destination, ok) => {
    expect(cfopMatchesDestination(cfop, destination)).toBe(ok);
  });

  it('turns a CFOP to the other destination', () => {
    expect(cfopForDestination('5102', 'interstate')).toBe('6102');
    expect(cfopForDestination('6101', 'in_state')).toBe('5101');
    expect(destinationOf('SP', 'sp')).toBe('in_state');
  });
});
