// Colour names the demo catalogs use, and the hex their pictures are painted with.
export const COLORS: Record<string, string> = {
  Branco: '#f2f0eb',
  'Off-white': '#ece4d4',
  Preto: '#2b2b2b',
  Cinza: '#8a8f98',
  Azul: '#3b82c4',
  'Azul-marinho': '#1f3a5f',
  Vermelho: '#c0392b',
  Vinho: '#722f37',
  Rosa: '#e8a1b3',
  Rosé: '#e7b7a3',
  Lilás: '#b497d6',
  Amarelo: '#e9c46a',
  Mostarda: '#d4a017',
  Caramelo: '#b5702d',
  Bege: '#d8c3a5',
  Natural: '#cdb38b',
  Terracota: '#c4683f',
  Verde: '#2f8f5b',
  'Verde-oliva': '#6b7b3a',
  Transparente: '#bfe3ea',
  Âmbar: '#b86b16',
  Madeira: '#8b5a2b',
};

export function colorHex(name: string | undefined, fallback: string): string {
  return (name ? COLORS[name] : undefined) ?? fallback;
}
