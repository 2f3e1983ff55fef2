import type { Glyph } from './images/glyphs.ts';

// The demo catalogs are written as data (aurora-catalog.ts, ipe-catalog.ts); build-catalog.ts
// turns each entry into a product, its variations (colour × size), codes, stock and pictures.

export type CategoryDef = { slug: string; name: string; glyph: Glyph; color: string };

export type ProductDef = {
  name: string;
  category: string;
  brand: string;
  /** The picture's drawing, when the category's would misname the item (a belt is no bag). */
  glyph?: Glyph;
  /** Price of the first size, in reais. */
  price: number;
  description: string;
  /** The "Cor" option; also the colour each variation's picture is painted in. */
  colors?: string[];
  /** The size-like option ("Tamanho", "Volume"…); `step` reais more per size up. */
  sizes?: { name?: string; values: string[]; step?: number };
  featured?: boolean;
  /** "De R$ …" price of the first size, in reais. */
  compareAt?: number;
  /** Slugs the product had before a rename: their old URLs answer 301 to the current one. */
  formerSlugs?: string[];
  /** 'sold-out': every variation at 0; 'low': the first variation with 3 units left. */
  stock?: 'sold-out' | 'low';
};

export type ServiceDef = {
  name: string;
  category: string;
  price: number;
  description: string;
  featured?: boolean;
};

/** A department of the storefront's menu: the product categories it holds, in order. */
export type DepartmentDef = { slug: string; name: string; categories: string[] };

export type CatalogDef = {
  /** The category tree's top level; every product category sits in one. */
  departments: DepartmentDef[];
  productCategories: CategoryDef[];
  serviceCategories: { slug: string; name: string }[];
  products: ProductDef[];
  services: ServiceDef[];
};
