// spec §5: text inputs support a word-limit counter, and typing beyond the limit is prevented.

const WORD = /\S+/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * What a field holding `previous` should hold after an edit to `next`. Within the limit — or no
 * worse than before, so an over-long saved text can still be shortened — the edit stands. Text
 * added at the end (typing on, a paste) is cut just before the first word over the limit; an
 * insertion elsewhere is refused whole rather than pushing the last words out of the field.
 */
export function limitWords(previous: string, next: string, limit: number): string {
  const words = countWords(next);
  if (words <= limit || words <= countWords(previous)) return next;
  if (!next.startsWith(previous)) return previous;
  const firstOver = [...next.matchAll(WORD)][limit];
  return next.slice(0, firstOver?.index ?? next.length);
}
