/**
 * The address a name suggests ("Camiseta Básica Azul" → "camiseta-basica-azul"): the API's
 * slug rule (lower-case letters and digits between single hyphens), accents dropped.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160)
    .replace(/-+$/, '');
}
