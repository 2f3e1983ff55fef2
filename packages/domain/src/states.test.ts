import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, STATE_SIGLAS, findState } from './states.ts';

// Municipalities per federative unit, from IBGE's "Áreas Territoriais" / DTB (Divisão
// Territorial Brasileira) 2024 list of 5,570, plus Boa Esperança do Norte (MT), installed on
// 2025-01-01: MT has 142 and Brazil 5,571. PE counts the state district of Fernando de Noronha,
// DF counts Brasília alone.
const IBGE_MUNICIPALITIES: ReadonlyArray<readonly [sigla: string, nome: string, count: number]> = [
  ['AC', 'Acre', 22],
  ['AL', 'Alagoas', 102],
  ['AM', 'Amazonas', 62],
  ['AP', 'Amapá', 16],
  ['BA', 'Bahia', 417],
  ['CE', 'Ceará', 184],
  ['DF', 'Distrito Federal', 1],
  ['ES', 'Espírito Santo', 78],
  ['GO', 'Goiás', 246],
  ['MA', 'Maranhão', 217],
  ['MG', 'Minas Gerais', 853],
  ['MS', 'Mato Grosso do Sul', 79],
  ['MT', 'Mato Grosso', 142],
  ['PA', 'Pará', 144],
  ['PB', 'Paraíba', 223],
  ['PE', 'Pernambuco', 185],
  ['PI', 'Piauí', 224],
  ['PR', 'Paraná', 399],
  ['RJ', 'Rio de Janeiro', 92],
  ['RN', 'Rio Grande do Norte', 167],
  ['RO', 'Rondônia', 52],
  ['RR', 'Roraima', 15],
  ['RS', 'Rio Grande do Sul', 497],
  ['SC', 'Santa Catarina', 295],
  ['SE', 'Sergipe', 75],
  ['SP', 'São Paulo', 645],
  ['TO', 'Tocantins', 139],
];

const collator = new Intl.Collator('pt-BR');
const isSorted = (names: readonly string[]) =>
  names.every((name, i) => i === 0 || collator.compare(names[i - 1]!, name) < 0);

describe('BRAZILIAN_STATES', () => {
  it('has the 26 states and the Federal District, one entry per sigla', () => {
    const siglas = BRAZILIAN_STATES.map((state) => state.sigla);
    expect(siglas).toHaveLength(27);
    expect(new Set(siglas).size).toBe(27);
    expect([...siglas].sort()).toEqual([...STATE_SIGLAS]);
  });

  it.each(IBGE_MUNICIPALITIES)('%s (%s) has IBGE’s %i municipalities', (sigla, nome, count) => {
    const state = BRAZILIAN_STATES.find((s) => s.sigla === sigla);
    expect(state?.nome).toBe(nome);
    expect(state?.cidades).toHaveLength(count);
  });

  it('has 5,571 municipalities in all, Boa Esperança do Norte (MT) included', () => {
    const total = BRAZILIAN_STATES.reduce((sum, state) => sum + state.cidades.length, 0);
    expect(total).toBe(IBGE_MUNICIPALITIES.reduce((sum, [, , count]) => sum + count, 0));
    expect(total).toBe(5571);
  });

  it.each([
    ['SP', 'São Paulo'],
    ['RO', 'Ji-Paraná'],
    ['MA', "Olho d'Água das Cunhãs"],
    ['DF', 'Brasília'],
    ['PE', 'Fernando de Noronha'],
    ['MT', 'Boa Esperança do Norte'],
    ['AC', 'Acrelândia'],
    ['PA', 'Santa Izabel do Pará'],
    ['RN', 'Serra Caiada'],
    ['MG', 'São Tomé das Letras'],
    ['TO', 'Tabocão'],
    ['SC', 'Lauro Müller'],
  ])('lists %s’s “%s” with its accents and punctuation', (sigla, cidade) => {
    expect(findState(sigla)?.cidades).toContain(cidade);
  });

  it.each(BRAZILIAN_STATES.map((state) => [state.sigla, state.cidades] as const))(
    '%s lists each municipality once, trimmed and in NFC',
    (_sigla, cidades) => {
      expect(new Set(cidades).size).toBe(cidades.length);
      for (const cidade of cidades) {
        expect(cidade).toBe(cidade.trim().normalize('NFC'));
        expect(cidade).not.toBe('');
      }
    },
  );

  it('is sorted by nome in pt-BR collation (Distrito Federal between Ceará and Espírito Santo)', () => {
    const nomes = BRAZILIAN_STATES.map((state) => state.nome);
    expect(isSorted(nomes)).toBe(true);
    expect(nomes.slice(5, 8)).toEqual(['Ceará', 'Distrito Federal', 'Espírito Santo']);
  });

  it.each(BRAZILIAN_STATES.map((state) => [state.sigla, state.cidades] as const))(
    '%s lists its municipalities in pt-BR collation',
    (_sigla, cidades) => {
      expect(isSorted(cidades)).toBe(true);
    },
  );

  it('sorts accented names with their base letter, not after Z', () => {
    const ac = findState('AC')!.cidades;
    expect(ac.indexOf('Mâncio Lima')).toBeLessThan(ac.indexOf('Manoel Urbano'));
    const al = findState('AL')!.cidades;
    expect(al[0]).toBe('Água Branca');
  });
});

describe('STATE_SIGLAS', () => {
  it('holds the 27 siglas in alphabetical order', () => {
    expect(STATE_SIGLAS).toHaveLength(27);
    expect([...STATE_SIGLAS]).toEqual([...STATE_SIGLAS].sort());
  });
});

describe('findState', () => {
  it.each([
    ['SP', 'São Paulo'],
    ['sp', 'São Paulo'],
    ['Df', 'Distrito Federal'],
    ['rN', 'Rio Grande do Norte'],
  ])('finds %s regardless of case', (sigla, nome) => {
    expect(findState(sigla)?.nome).toBe(nome);
  });

  it.each(['', 'XX', 'S', 'SPP', 'São Paulo', ' SP'])('returns undefined for %j', (sigla) => {
    expect(findState(sigla)).toBeUndefined();
  });

  it('returns the entry of BRAZILIAN_STATES itself', () => {
    expect(findState('mg')).toBe(BRAZILIAN_STATES.find((state) => state.sigla === 'MG'));
  });
});
