import type { Product, Variation } from '@vitrine/contract/catalog';

/** The variation named by ?variacao=CODE, else the first in stock, else the first. */
export function selectedVariation(product: Product, code: string | null): Variation | undefined {
  const { variations } = product;
  return (
    variations.find((variation) => variation.code === code) ??
    variations.find((variation) => variation.in_stock) ??
    variations[0]
  );
}

export type OptionGroup = { name: string; values: string[] };

/** Option names in first-seen order, each with its values: Cor [Azul, Verde], Tamanho [P, M]. */
export function optionGroups(variations: Variation[]): OptionGroup[] {
  const groups = new Map<string, string[]>();
  for (const variation of variations) {
    for (const [name, value] of Object.entries(variation.options)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

/**
 * The variation the shopper means by choosing `value` for option `name`: the one that keeps
 * the other options of the current variation, else any with that value (in stock first).
 */
export function variationFor(
  variations: Variation[],
  current: Variation | undefined,
  name: string,
  value: string,
): Variation | undefined {
  const wanted = { ...current?.options, [name]: value };
  const exact = variations.find((variation) =>
    Object.entries(wanted).every(([key, option]) => variation.options[key] === option),
  );
  if (exact) return exact;
  const withValue = variations.filter((variation) => variation.options[name] === value);
  return withValue.find((variation) => variation.in_stock) ?? withValue[0];
}

/** Whether some in-stock variation has `value` for `name` alongside the other current options. */
export function isValueAvailable(
  variations: Variation[],
  current: Variation | undefined,
  name: string,
  value: string,
): boolean {
  return variationFor(variations, current, name, value)?.in_stock ?? false;
}
