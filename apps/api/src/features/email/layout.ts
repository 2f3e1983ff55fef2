// The HTML frame of every e-mail: inline styles only, since mail clients drop <style> blocks.

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0f5132;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** `parts` are HTML already escaped by the helpers above. */
export function layout(storeName: string, parts: string[]): string {
  return [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">',
    `<h1 style="font-size:20px">${escapeHtml(storeName)}</h1>`,
    ...parts,
    '</body></html>',
  ].join('');
}
