/** An option of a product and its values, in the seller's order (Cor: Azul, Verde). */
export type MatrixOption = { name: string; values: string[] };
/** A row of the matrix: its option values by option name, and whatever else the form holds. */
export type MatrixRow = { options: Record<string, string> };

/** Options worth a column: a name and at least one value (half-typed ones wait). */
export function usableOptions(options: readonly MatrixOption[]): MatrixOption[] {
  return options
    .map((option) => ({
      name: option.name.trim(),
      values: [...new Set(option.values.map((value) => value.trim()).filter(Boolean))],
    }))
    .filter((option) => option.name !== '' && option.values.length > 0);
}

/** Every combination of the options' values, first option slowest (Azul P, Azul M, Verde P…). */
export function combinations(options: readonly MatrixOption[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value }))),
    [{}],
  );
}

const agreesWith = (row: MatrixRow, combo: Record<string, string>) =>
  Object.entries(row.options).every(([name, value]) => !(name in combo) || combo[name] === value);
const shared = (row: MatrixRow, combo: Record<string, string>) =>
  Object.entries(row.options).filter(([name, value]) => combo[name] === value).length;

/**
 * The variation rows for the options, keeping what the seller already typed: a combination
 * takes the row with the same values (a value added or removed elsewhere does not touch it);
 * when an option is added or removed, each old row goes to the first combination it agrees
 * with, so a variation keeps its identity (SKU, stock) instead of being deleted and created.
 * Any other combination is new: `fresh` makes it, from the closest old row when there is one
 * (its price and measures are the likeliest start).
 */
export function regenerateRows<R extends MatrixRow>(
  options: readonly MatrixOption[],
  rows: readonly R[],
  fresh: (combo: Record<string, string>, closest: R | undefined) => R,
): R[] {
  const combos = combinations(usableOptions(options));
  const keyOf = (values: Record<string, string>) =>
    JSON.stringify(
      Object.keys(values)
        .sort()
        .map((name) => [name, values[name]]),
    );
  const unused = new Set(rows);
  const exact = new Map<string, R>();
  for (const row of rows) if (!exact.has(keyOf(row.options))) exact.set(keyOf(row.options), row);
  const taken: (R | undefined)[] = combos.map((combo) => {
    const row = exact.get(keyOf(combo));
    if (row && unused.has(row)) {
      unused.delete(row);
      return row;
    }
    return undefined;
  });
  return combos.map((combo, index) => {
    const kept = taken[index];
    if (kept) return kept;
    const heir = [...unused].find((row) => agreesWith(row, combo));
    if (heir) {
      unused.delete(heir);
      return { ...heir, options: combo };
    }
    const closest = [...rows].sort((a, b) => shared(b, combo) - shared(a, combo))[0];
    return fresh(combo, closest);
  });
}

/** The row's name as the storefront shows it: its values in the options' order ("Azul / M"). */
export function variationName(
  options: readonly MatrixOption[],
  values: Record<string, string>,
): string {
  return options
    .map((option) => values[option.name])
    .filter(Boolean)
    .join(' / ');
}
