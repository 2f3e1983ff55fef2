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

/** A piece of an e-mail in both its forms: the plain text and the HTML (escaped). */
export type Block = { text: string; html: string };

export const textBlock = (text: string): Block => ({ text, html: paragraph(text) });

export const listBlock = (lines: string[]): Block => ({
  text: lines.join('\n'),
  html: `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
});

/** Label–value rows (an order's money lines), the last one in bold (the total). */
export const rowsBlock = (rows: { label: string; value: string }[]): Block => ({
  text: rows.map((row) => `${row.label}: ${row.value}`).join('\n'),
  html: `<table style="margin:0 0 16px;border-collapse:collapse">${rows
    .map(
      (row, index) =>
        `<tr${index === rows.length - 1 ? ' style="font-weight:bold"' : ''}><td style="padding:2px 16px 2px 0">${escapeHtml(row.label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')}</table>`,
});

/** A call to action: a button in HTML, the label and the address in text. */
export const actionBlock = (href: string, label: string): Block => ({
  text: `${label}: ${href}`,
  html: button(href, label),
});

/** A sentence whose `linkText` is a link (the tracking code to the carrier's page). */
export const linkedTextBlock = (before: string, linkText: string, href: string): Block => ({
  text: `${before}${linkText} (${href})`,
  html: `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(linkText)}</a></p>`,
});

/** The e-mail from its blocks, under the store's name (the HTML's heading, the text's first line). */
export function compose(storeName: string, blocks: Block[]) {
  return {
    text: [storeName, ...blocks.map((block) => block.text)].join('\n\n'),
    html: layout(
      storeName,
      blocks.map((block) => block.html),
    ),
  };
}
