import { describe, expect, it } from 'vitest';
import { regionOfState, stateOfCep } from './cep-ranges.ts';
import { STATE_SIGLAS } from './states.ts';

describe('stateOfCep', () => {
  it.each([
    ['01310-100', 'SP'], // Avenida Paulista
    ['01000000', 'SP'],
    ['19999999', 'SP'],
    ['20040-002', 'RJ'],
    ['29999999', 'ES'],
    ['69300000', 'RR'],
    ['69299999', 'AM'],
    ['69400000', 'AM'],
    ['69900-000', 'AC'],
    ['70040-010', 'DF'],
    ['72800000', 'GO'],
    ['73000000', 'DF'],
    ['73700000', 'GO'],
    ['76800000', 'RO'],
    ['78900000', 'RO'],
    ['78899999', 'MT'],
    ['68900000', 'AP'],
    ['68899999', 'PA'],
    ['90010-000', 'RS'],
    ['99999999', 'RS'],
  ])('puts %s in %s', (cep, state) => {
    expect(stateOfCep(cep)).toBe(state);
  });

  it.each(['00000-000', '00999999', '1234567', '', 'abcdefgh'])('finds no state for %j', (cep) => {
    expect(stateOfCep(cep)).toBeNull();
  });

  it('gives every state and the Federal District at least one range', () => {
    const found = new Set<string>();
    for (let prefix = 0; prefix <= 99999; prefix += 100) {
      const state = stateOfCep(`${String(prefix).padStart(5, '0')}000`);
      if (state) found.add(state);
    }
    expect([...found].sort()).toEqual([...STATE_SIGLAS].sort());
  });
});

describe('regionOfState', () => {
  it.each([
    ['AC', 'norte'],
    ['TO', 'norte'],
    ['BA', 'nordeste'],
    ['DF', 'centro-oeste'],
    ['SP', 'sudeste'],
    ['SC', 'sul'],
  ] as const)('puts %s in the %s', (state, region) => {
    expect(regionOfState(state)).toBe(region);
  });
});
