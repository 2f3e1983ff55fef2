import { describe, expect, it } from 'vitest';
import { aProduct, aVariation } from '../../testing/builders.ts';
import { isValueAvailable, optionGroups, selectedVariation, variationFor } from './variations.ts';

const v = (code: string, Cor: string, Tamanho: string, in_stock = true) =>
  aVariation({ code, name: `${Cor} / ${Tamanho}`, options: { Cor, Tamanho }, in_stock });
const variations = [
  v('AZ-P', 'Azul', 'P', false),
  v('AZ-M', 'Azul', 'M'),
  v('VD-P', 'Verde', 'P'),
  v('VD-G', 'Verde', 'G'),
];
const product = aProduct({ variations });

describe('selectedVariation', () => {
  it.each([
    ['VD-G', 'VD-G'],
    ['NAO-EXISTE', 'AZ-M'],
    [null, 'AZ-M'],
  ])('?variacao=%s → %s (unknown codes fall back to the first in stock)', (code, expected) => {
    expect(selectedVariation(product, code)?.code).toBe(expected);
  });
});

describe('optionGroups', () => {
  it('lists each option once, values in first-seen order', () => {
    expect(optionGroups(variations)).toEqual([
      { name: 'Cor', values: ['Azul', 'Verde'] },
      { name: 'Tamanho', values: ['P', 'M', 'G'] },
    ]);
  });
});

describe('variationFor', () => {
  const current = variations[1]; // Azul / M
  it.each([
    ['Cor', 'Verde', 'VD-P'], // no Verde/M: the in-stock Verde
    ['Tamanho', 'P', 'AZ-P'], // keeps Azul
    ['Tamanho', 'G', 'VD-G'], // no Azul/G: any G
  ])('choosing %s=%s from Azul/M → %s', (name, value, expected) => {
    expect(variationFor(variations, current, name, value)?.code).toBe(expected);
  });

  it('marks a value whose variation is sold out as unavailable', () => {
    expect(isValueAvailable(variations, current, 'Tamanho', 'P')).toBe(false);
    expect(isValueAvailable(variations, current, 'Cor', 'Verde')).toBe(true);
  });
});
