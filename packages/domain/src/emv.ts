// Internal helper of pix.ts (not re-exported by index.ts): the EMV QR Code TLV grammar the Pix
// BR Code is written in — a two-digit id, a two-digit length, then the value.

/** Longest value a two-digit length can announce. */
export const MAX_VALUE_LENGTH = 99;

/** Encodes one data object; a value longer than 99 characters cannot be written. */
export function emvField(id: string, value: string): string {
  if (value.length > MAX_VALUE_LENGTH) {
    throw new RangeError(
      `BR Code field ${id} holds ${value.length} characters; the EMV limit is ${MAX_VALUE_LENGTH}`,
    );
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Splits a run of data objects, in order. Returns null when the text is not exactly a sequence
 * of well-formed objects or an id repeats (a repeated tag leaves the code ambiguous).
 */
export function parseEmvFields(text: string): Array<[id: string, value: string]> | null {
  const fields: Array<[string, string]> = [];
  const seen = new Set<string>();
  let position = 0;
  while (position < text.length) {
    const header = text.slice(position, position + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const end = position + 4 + Number(header.slice(2));
    if (end > text.length || seen.has(id)) return null;
    fields.push([id, text.slice(position + 4, end)]);
    seen.add(id);
    position = end;
  }
  return fields;
}
