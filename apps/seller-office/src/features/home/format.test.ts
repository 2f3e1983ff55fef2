import { describe, expect, it } from 'vitest';
import { revenueChange } from './format.ts';

describe('revenueChange', () => {
  it.each([
    [112, 100, 'up', '+12% em relação ao período anterior'],
    [50, 200, 'down', '-75% em relação ao período anterior'],
    [102.5, 100, 'up', '+2,5% em relação ao período anterior'],
    [1250, 100, 'up', '+1.150% em relação ao período anterior'],
    [0, 80, 'down', '-100% em relação ao período anterior'],
    [100, 100, 'same', 'sem variação em relação ao período anterior'],
    [100.01, 100, 'same', 'sem variação em relação ao período anterior'],
  ] as const)('%s against %s reads %s: "%s"', (current, previous, kind, text) => {
    expect(revenueChange(current, previous)).toEqual({ kind, text });
  });

  it.each([
    [0, 0],
    [350.9, 0],
  ])('gives no percentage when the previous period had no sales (%s against %s)', (current) => {
    expect(revenueChange(current, 0)).toEqual({
      kind: 'no-previous',
      text: 'sem vendas no período anterior',
    });
  });
});
