import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { storeColorProblems, storeColorTokens } from './store-colors.ts';

describe('storeColorProblems', () => {
  it('accepts the demo stores’ colours', () => {
    expect(storeColorProblems({ primary: '#c2410c', secondary: '#fff7ed' })).toEqual([]);
    expect(storeColorProblems({ primary: '#166534', secondary: '#f0fdf4' })).toEqual([]);
  });

  it('refuses a primary too light for white text, with the ratio found', () => {
    expect(storeColorProblems({ primary: '#f59e0b', secondary: '#ffffff' })).toEqual([
      {
        field: 'primary',
        message: 'Contraste de 2,14:1 com o branco; o mínimo é 4,5:1. Escolha uma cor mais escura.',
      },
    ]);
  });

  it('refuses a secondary too dark for the body text', () => {
    expect(storeColorProblems({ primary: '#0a5cad', secondary: '#57606a' })).toEqual([
      expect.objectContaining({
        field: 'secondary',
        message: expect.stringContaining('com o texto'),
      }),
    ]);
  });

  it('refuses a secondary the primary cannot be read on', () => {
    // #0a5cad on white is 6.7:1, the body text on #a8c8f0 is fine, the primary on it is not.
    expect(getContrast('#1f2328', '#a8c8f0')).toBeGreaterThan(4.5);
    expect(storeColorProblems({ primary: '#0a5cad', secondary: '#a8c8f0' })).toEqual([
      expect.objectContaining({
        field: 'secondary',
        message: expect.stringContaining('com a cor principal'),
      }),
    ]);
  });

  it.each(['red', '#fff', '#12345g', '', '#1234567'])('refuses %j as a colour', (primary) => {
    expect(storeColorProblems({ primary, secondary: '#ffffff' })).toEqual([
      { field: 'primary', message: 'Use uma cor no formato #RRGGBB.' },
    ]);
  });

  it('never passes a pair under 4.5:1 (rounding goes down)', () => {
    // #777777 on white is 4.48:1, which rounds to 4.5 when rounded half up.
    expect(storeColorProblems({ primary: '#777777', secondary: '#ffffff' })).toHaveLength(1);
  });
});

describe('storeColorTokens', () => {
  it('gives the tokens the storefront paints with, hover darker than the colour', () => {
    const tokens = storeColorTokens({ primary: '#166534', secondary: '#f0fdf4' });
    expect(tokens).toMatchObject({
      '--vt-color-primary': '#166534',
      '--vt-color-focus': '#166534',
      '--vt-color-secondary-bg': '#f0fdf4',
    });
    const hover = tokens?.['--vt-color-primary-hover'] ?? '';
    expect(getContrast(hover, '#ffffff')).toBeGreaterThan(getContrast('#166534', '#ffffff'));
    const secondaryHover = tokens?.['--vt-color-secondary-hover'] ?? '';
    expect(secondaryHover).toMatch(/^#[0-9a-f]{6}$/);
    expect(secondaryHover).not.toBe('#f0fdf4');
    expect(getContrast('#166534', secondaryHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the secondary as its own hover when a darker shade would fail the primary text', () => {
    // #d14400 on white is 4.63:1; on white three points darker (#f7f7f7), 4.32:1.
    const tokens = storeColorTokens({ primary: '#d14400', secondary: '#ffffff' });
    expect(tokens?.['--vt-color-secondary-hover']).toBe('#ffffff');
  });

  it('gives none for colours that would fail (the stock tokens stay)', () => {
    expect(storeColorTokens({ primary: '#f59e0b', secondary: '#ffffff' })).toBeUndefined();
  });
});
