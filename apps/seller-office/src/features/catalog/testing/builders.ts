import type {
  CatalogListItem,
  OfficeProduct,
  OfficeVariation,
} from '@vitrine/contract/catalog-office';
import type { CategoryNode } from '@vitrine/contract/catalog-categories';

// The catalog as the API answers it (contract catalog-office.ts, catalog-categories.ts).

export const IDS = {
  product: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d01',
  variation: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d02',
  variation2: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d03',
  department: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d10',
  category: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d11',
  category2: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d12',
} as const;

export function listItem(overrides: Partial<CatalogListItem> = {}): CatalogListItem {
  return {
    _id: IDS.product,
    kind: 'product',
    code: 'CAM-001',
    slug: 'camiseta-basica',
    name: 'Camiseta básica',
    status: 'active',
    category_name: 'Camisetas',
    thumbnail: null,
    price_min: 49.9,
    price_max: 59.9,
    stock_total: 12,
    out_of_stock: false,
    low_stock: false,
    variations_count: 4,
    updated_at: '2025-03-14T13:05:00.000Z',
    ...overrides,
  };
}

export function listPage(
  items: CatalogListItem[],
  { page = 1, total = items.length, pages = 1 } = {},
) {
  return { items, page, per_page: 20, total, total_pages: pages };
}

export function variation(overrides: Partial<OfficeVariation> = {}): OfficeVariation {
  return {
    _id: IDS.variation,
    code: 'CAM-001-AZ',
    name: 'Azul',
    options: { Cor: 'Azul' },
    price: 49.9,
    compare_at_price: null,
    stock: 7,
    low_stock_threshold: 3,
    sold: true,
    weight_grams: 200,
    height_cm: 2,
    width_cm: 25,
    length_cm: 30,
    ordered: false,
    ...overrides,
  };
}

export function product(overrides: Partial<OfficeProduct> = {}): OfficeProduct {
  return {
    _id: IDS.product,
    kind: 'product',
    code: 'CAM-001',
    slug: 'camiseta-basica',
    name: 'Camiseta básica',
    description: '<p>Algodão.</p>',
    brand: 'Aurora',
    category_id: IDS.category,
    status: 'draft',
    featured: false,
    images: [],
    options: [{ name: 'Cor', values: ['Azul', 'Verde'] }],
    fiscal: {
      ncm: '',
      origin: 0,
      cest: null,
      cfop: null,
      icms_code: null,
      pis_cst: null,
      cofins_cst: null,
    },
    variations: [
      variation(),
      variation({
        _id: IDS.variation2,
        code: 'CAM-001-VE',
        name: 'Verde',
        options: { Cor: 'Verde' },
        stock: 2,
      }),
    ],
    has_orders: false,
    created_at: '2025-03-01T13:05:00.000Z',
    updated_at: '2025-03-14T13:05:00.000Z',
    ...overrides,
  };
}

export function tree(): { items: CategoryNode[] } {
  const leaf = (id: string, name: string, slug: string, position: number) => ({
    _id: id,
    kind: 'product' as const,
    slug,
    name,
    description: '',
    parent_id: IDS.department,
    position,
    products_count: 3,
  });
  return {
    items: [
      {
        _id: IDS.department,
        kind: 'product',
        slug: 'roupas',
        name: 'Roupas',
        description: '',
        parent_id: null,
        position: 0,
        products_count: 0,
        children: [
          leaf(IDS.category, 'Camisetas', 'camisetas', 0),
          leaf(IDS.category2, 'Calças', 'calcas', 1),
        ],
      },
    ],
  };
}
