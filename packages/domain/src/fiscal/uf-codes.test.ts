import { describe, expect, it } from 'vitest';
import { STATE_SIGLAS } from '../states.ts';
import { IBGE_UF_CODES, ibgeUfCode, isValidMunicipalityCode, ufOfIbgeCode } from './uf-codes.ts';

describe('ibgeUfCode', () => {
  it.each([
    ['SP', '35'],
    ['RJ', '33'],
    ['MG', '31'],
    ['PR', '41'],
    ['RS', '43'],
    ['BA', '29'],
    ['AM', '13'],
    ['DF', '53'],
    ['sp', '35'],
  ])('%s is %s', (sigla, code) => {
    expect(ibgeUfCode(sigla)).toBe(code);
    expect(ufOfIbgeCode(code)).toBe(sigla.toUpperCase());
  });

  it('has one distinct code for each of the 27 units', () => {
    expect(Object.keys(IBGE_UF_CODES).sort()).toEqual([...STATE_SIGLAS].sort());
    expect(new Set(Object.values(IBGE_UF_CODES)).size).toBe(27);
  });

  it('refuses what is not a state', () => {
    expect(() => ibgeUfCode('EX')).toThrow(RangeError);
    expect(ufOfIbgeCode('99')).toBeUndefined();
  });
});

describe('isValidMunicipalityCode', () => {
  it.each([
    ['3550308', 'SP', 'São Paulo'],
    ['3509502', 'SP', 'Campinas'],
    ['3304557', 'RJ', 'Rio de Janeiro'],
    ['4106902', 'PR', 'Curitiba'],
    ['1302603', 'AM', 'Manaus'],
    ['4305871', 'RS', 'Coronel Barros (one of the nine exceptions)'],
  ])('accepts %s of %s (%s)', (code, uf) => {
    expect(isValidMunicipalityCode(code, uf)).toBe(true);
    expect(isValidMunicipalityCode(code)).toBe(true);
  });

  it.each<[string, string | undefined, string]>([
    ['3550309', 'SP', 'a wrong check digit (274)'],
    ['3550308', 'RJ', "another state's code (275)"],
    ['9950308', undefined, 'no state starts with 99'],
    ['355030', undefined, 'six digits'],
    ['', undefined, 'nothing'],
  ])('refuses %j for %s: %s', (code, uf, _why) => {
    expect(isValidMunicipalityCode(code, uf)).toBe(false);
  });
});
