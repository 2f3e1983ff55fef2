/** "Camiseta Básica Azul!" → "camiseta-basica-azul" (at most 150 characters, room for a suffix). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`… not in `taken`: names the API makes (a slug from
 * the name, a duplicate's slug and SKUs) never collide. A name the seller typed is refused
 * instead, by the caller.
 */
export function firstFree(base: string, taken: Iterable<string>, separator = '-'): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${separator}${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
