/** What the docs tests read in a Markdown file: headings, links, code, tables. */

export type Heading = { level: number; text: string; line: number };

/** Lines outside fenced code blocks, with their numbers (1-based). */
export function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    if (/^\s*```/.test(content)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ line: index + 1, text: content });
  });
  return lines;
}

export function headings(text: string): Heading[] {
  return proseLines(text).flatMap(({ line, text: content }) => {
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(content);
    return match ? [{ level: match[1]!.length, text: match[2]!, line }] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a file has, numbered as GitHub numbers repeated headings (`x`, `x-1`, …). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const { text: heading } of headings(text)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Inline links `[text](target)` outside code, with their lines. */
export function links(text: string): { target: string; line: number }[] {
  return proseLines(text).flatMap(({ line, text: content }) =>
    [...content.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
      target: match[1]!,
      line,
    })),
  );
}

export type CodeBlock = { lang: string; body: string; line: number };

export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^\s*```(\w*)/.exec(lines[index]!);
    if (!open) continue;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && !/^\s*```/.test(lines[index]!); index++)
      body.push(lines[index]!);
    blocks.push({ lang: open[1] ?? '', body: body.join('\n'), line: start + 1 });
  }
  return blocks;
}

export type Table = { header: string; body: string; line: number; before: string };

/**
 * Every table, with the prose before it up to the previous heading or table: where a table's
 * caption (what it measured, when) is written.
 */
export function tables(text: string): Table[] {
  const result: Table[] = [];
  const lines = proseLines(text);
  let since: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const { text: content, line } = lines[index]!;
    const next = lines[index + 1]?.text ?? '';
    if (/^\s*\|/.test(content) && /^\s*\|\s*:?-{3,}/.test(next)) {
      const body: string[] = [];
      for (index += 2; index < lines.length && /^\s*\|/.test(lines[index]!.text); index++)
        body.push(lines[index]!.text);
      index--;
      result.push({ header: content, body: body.join('\n'), line, before: since.join('\n') });
      since = [];
      continue;
    }
    if (/^#{1,6}\s/.test(content)) since = [];
    else since.push(content);
  }
  return result;
}
