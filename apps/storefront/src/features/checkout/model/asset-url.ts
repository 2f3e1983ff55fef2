/**
 * Cart and order lines name their picture relative to the store's assets (`products/x.svg`),
 * where catalog answers give it whole: a relative one is read against the store's assets_url
 * (spec §7 `{cdn}/{public folder}/stores/{store id}`).
 */
export function assetUrl(assetsUrl: string, src: string): string {
  if (/^(https?:)?\/\//.test(src) || src.startsWith('/') || src.startsWith('data:')) return src;
  return `${assetsUrl.replace(/\/+$/, '')}/${src.replace(/^\.?\/+/, '')}`;
}
