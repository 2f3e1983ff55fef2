import { describe, expect, it } from 'vitest';
import { cityOptions } from './city-options.ts';

describe('cityOptions', () => {
  it('lists the chosen state’s cities', () => {
    const cities = cityOptions('MG', '');
    expect(cities).toContain('Belo Horizonte');
    expect(cities).not.toContain('São Paulo');
  });

  it('keeps a city the CEP service spells otherwise, so the form keeps what it filled', () => {
    expect(cityOptions('SP', 'Sao Paulo (grafia antiga)')[0]).toBe('Sao Paulo (grafia antiga)');
    expect(cityOptions('SP', 'São Paulo').filter((city) => city === 'São Paulo')).toHaveLength(1);
  });

  it('has none before a state is chosen', () => {
    expect(cityOptions('', '')).toEqual([]);
  });
});
