import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug.ts';

describe('slugFromName', () => {
  it.each([
    ['Camiseta Básica Azul', 'camiseta-basica-azul'],
    ['  Calça  Jeans — 42 ', 'calca-jeans-42'],
    ['Pão de Açúcar & Cia.', 'pao-de-acucar-cia'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('never passes the slug limit nor ends on a hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(159)} b`);
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug.endsWith('-')).toBe(false);
  });
});
