import type { ImageRef } from '../db/schema/index.ts';
import type { ProductDef } from './catalog-types.ts';
import { colorHex } from './colors.ts';
import type { Glyph } from './images/glyphs.ts';
import { PRODUCT_SIZE, productSvg, type Palette } from './images/svg.ts';
import { slugify, writeAsset } from './util.ts';

/** One picture per colour (or one for the product), keyed by colour name ('' for none). */
export function paint(
  ctx: { dir: string; palette: Palette; glyph: Glyph; color: string },
  def: ProductDef,
  kind: 'product' | 'service',
  slug: string,
) {
  const pictures = new Map<string, ImageRef>();
  for (const color of def.colors?.length ? def.colors : ['']) {
    const file = `${slug}${color ? `-${slugify(color)}` : ''}.svg`;
    const svg = productSvg({
      name: def.name,
      label: color || undefined,
      glyph: ctx.glyph,
      color: colorHex(color, ctx.color),
      palette: ctx.palette,
    });
    const src = writeAsset(ctx.dir, kind === 'product' ? 'products' : 'services', file, svg);
    pictures.set(color, { src, ...PRODUCT_SIZE, alt: color ? `${def.name} — ${color}` : def.name });
  }
  return pictures;
}
