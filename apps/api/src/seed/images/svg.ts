import { glyph, type Glyph } from './glyphs.ts';

// Demo pictures are SVG written by the seed (no downloads: the demo works offline): a gradient
// in the store's palette, a silhouette in the variation's colour and the product's name.

export type Palette = { from: string; to: string };

export const PRODUCT_SIZE = { width: 800, height: 800 };
export const BANNER_SIZE = { width: 1600, height: 600 };
export const LOGO_SIZE = { width: 360, height: 96 };

const FONT = `font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

/** Greedy word wrap: the name in at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

function gradient(palette: Palette): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`;
}

export function productSvg(options: {
  name: string;
  label?: string;
  glyph: Glyph;
  color: string;
  palette: Palette;
}): string {
  const { width, height } = PRODUCT_SIZE;
  const lines = wrap(options.name, 24, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${652 + i * 50}" text-anchor="middle" font-size="42" font-weight="600" fill="#fff" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  const label = options.label
    ? `<text x="400" y="${660 + lines.length * 50}" text-anchor="middle" font-size="28" fill="#fff" fill-opacity=".85" ${FONT}>${escapeXml(options.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(options.name)}">${gradient(options.palette)}<rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="660" cy="120" r="200" fill="#fff" fill-opacity=".12"/><circle cx="90" cy="720" r="160" fill="#000" fill-opacity=".06"/><g transform="translate(400 330) scale(1.05)">${glyph(options.glyph, options.color, shade(options.color))}</g>${text}${label}</svg>\n`;
}

export function bannerSvg(options: {
  title: string;
  subtitle: string;
  palette: Palette;
  glyph: Glyph;
  color: string;
}): string {
  const { width, height } = BANNER_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(options.title)}">${gradient(options.palette)}<rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="1300" cy="300" r="260" fill="#fff" fill-opacity=".15"/><g transform="translate(1300 300) scale(1.1)">${glyph(options.glyph, options.color, shade(options.color))}</g><text x="110" y="270" font-size="84" font-weight="700" fill="#fff" ${FONT}>${escapeXml(options.title)}</text><text x="110" y="350" font-size="40" fill="#fff" fill-opacity=".9" ${FONT}>${escapeXml(options.subtitle)}</text></svg>\n`;
}

export function logoSvg(options: { name: string; color: string }): string {
  const { width, height } = LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(options.name)}"><circle cx="48" cy="48" r="36" fill="${options.color}"/><circle cx="48" cy="48" r="14" fill="#fff"/><text x="100" y="62" font-size="40" font-weight="700" fill="${options.color}" ${FONT}>${escapeXml(options.name)}</text></svg>\n`;
}

/** The colour 35% darker, for outlines. */
export function shade(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * 0.65);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
