import { formatBRL } from '@vitrine/domain/money';

// Every pt-BR string of the shelves: category pages and the facets (the header's department
// menu is the shell's: app/messages.ts).
export const shelfMessages = {
  category: {
    breadcrumb: 'Você está em',
    home: 'Início',
    empty: 'Nenhum produto com esses filtros.',
    emptyHint: 'Tire um filtro para ver mais produtos.',
  },
  found: (n: number) =>
    n === 0
      ? 'Nenhum produto encontrado'
      : n === 1
        ? '1 produto encontrado'
        : `${n} produtos encontrados`,
  facets: {
    title: 'Filtrar',
    apply: 'Aplicar filtros',
    clear: 'Limpar filtros',
    groups: {
      category: 'Categoria',
      size: 'Tamanho',
      color: 'Cor',
      brand: 'Marca',
      price: 'Preço',
    },
    inStock: 'Só com estoque',
    value: (label: string, count: number) => `${label} (${count})`,
    price: (range: string) => {
      const [min, max] = range.split('-').map((part) => (part === '' ? null : Number(part)));
      if (!min) return `Até ${formatBRL(max ?? 0)}`;
      if (max === null || max === undefined) return `Acima de ${formatBRL(min)}`;
      return `${formatBRL(min)} a ${formatBRL(max)}`;
    },
  },
} as const;
