import { darken, getContrast, toHex } from 'color2k';

// A store's two colours, as the storefront paints them (its root sets them as the tokens of
// @vitrine/ui): `primary` is the buttons' background under white text, the links' and the focus
// ring's colour on white, and the text on `secondary`; `secondary` is a background under the
// body text. Each pair must reach WCAG AA for normal text (4.5:1), or the storefront's pages
// would fail axe, so a seller cannot save colours that do not.

export const STORE_COLOR = /^#[0-9a-fA-F]{6}$/;
export const AA_NORMAL_TEXT = 4.5;

/** The storefront's body text and page background (packages/ui tokens.css). */
const TEXT = '#1f2328';
const WHITE = '#ffffff';

export type StoreColors = { primary: string; secondary: string };
export type ColorProblem = { field: keyof StoreColors; message: string };

const ratio = (a: string, b: string) => Math.floor(getContrast(a, b) * 100) / 100;
const shown = (value: number) => value.toFixed(2).replace('.', ',');

/** What keeps these colours from being saved, in pt-BR; empty when they can be. */
export function storeColorProblems(colors: StoreColors): ColorProblem[] {
  const problems: ColorProblem[] = [];
  for (const field of ['primary', 'secondary'] as const) {
    if (!STORE_COLOR.test(colors[field])) {
      problems.push({ field, message: 'Use uma cor no formato #RRGGBB.' });
    }
  }
  if (problems.length > 0) return problems;
  const onWhite = ratio(colors.primary, WHITE);
  if (onWhite < AA_NORMAL_TEXT) {
    problems.push({
      field: 'primary',
      message: `Contraste de ${shown(onWhite)}:1 com o branco; o mínimo é 4,5:1. Escolha uma cor mais escura.`,
    });
  }
  const textOnSecondary = ratio(TEXT, colors.secondary);
  if (textOnSecondary < AA_NORMAL_TEXT) {
    problems.push({
      field: 'secondary',
      message: `Contraste de ${shown(textOnSecondary)}:1 com o texto; o mínimo é 4,5:1. Escolha uma cor mais clara.`,
    });
  } else if (onWhite >= AA_NORMAL_TEXT) {
    const primaryOnSecondary = ratio(colors.primary, colors.secondary);
    if (primaryOnSecondary < AA_NORMAL_TEXT) {
      problems.push({
        field: 'secondary',
        message: `Contraste de ${shown(primaryOnSecondary)}:1 com a cor principal; o mínimo é 4,5:1. Escolha uma cor mais clara.`,
      });
    }
  }
  return problems;
}

/** The @vitrine/ui tokens a store's colours replace, for the storefront's root element. */
export function storeColorTokens(colors: StoreColors): Record<string, string> | undefined {
  if (storeColorProblems(colors).length > 0) return undefined;
  // A secondary button's hover is a shade darker, unless that shade would cost the primary text
  // its contrast: then it keeps the colour (the pointer still changes; the focus ring shows).
  const secondaryHover = toHex(darken(colors.secondary, 0.03));
  return {
    '--vt-color-primary': colors.primary,
    '--vt-color-primary-hover': toHex(darken(colors.primary, 0.06)),
    '--vt-color-focus': colors.primary,
    '--vt-color-secondary-bg': colors.secondary,
    '--vt-color-secondary-hover':
      getContrast(colors.primary, secondaryHover) >= AA_NORMAL_TEXT
        ? secondaryHover
        : colors.secondary,
  };
}
