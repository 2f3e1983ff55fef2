// spec §5 input masks: `#` digit, `@` letter, `*` letter or digit; anything else is a literal.
// Letters are ASCII only — every mask we ship (documents, phones, the alphanumeric CNPJ) uses A–Z.

const TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /^[0-9]$/,
  '@': /^[A-Za-z]$/,
  '*': /^[0-9A-Za-z]$/,
};

export const CPF_MASK = '###.###.###-##';
/** Alphanumeric-capable: the first 12 CNPJ characters may be letters since July 2026. */
export const CNPJ_MASK = '**.***.***/****-##';
export const CEP_MASK = '#####-###';
/** Landline (10 digits) then mobile (11 digits); applyMask picks the one that fits. */
export const PHONE_MASKS: readonly string[] = ['(##) ####-####', '(##) #####-####'];
/** Groups of four up to 19 digits, the longest card number Luhn validation accepts. */
export const CARD_MASK = '#### #### #### #### ###';
export const DATE_MASK = '##/##/####';

interface MaskResult {
  masked: string;
  /** Letters and digits of the value the pattern had no room or no fitting token for. */
  dropped: number;
}

const ALPHANUMERIC = /^[0-9A-Za-z]$/;

function maskWith(value: string, pattern: string): MaskResult {
  let masked = '';
  // Literals wait here until a value character follows them, so no trailing literal is shown.
  let pendingLiterals = '';
  let cursor = 0;
  let dropped = 0;
  for (const symbol of pattern) {
    const token = TOKENS[symbol];
    if (!token) {
      pendingLiterals += symbol;
      // A value typed or pasted with its literals ('390.533…') keeps them in step with the mask.
      if (value[cursor] === symbol) cursor += 1;
      continue;
    }
    while (cursor < value.length && !token.test(value[cursor] ?? '')) {
      if (ALPHANUMERIC.test(value[cursor] ?? '')) dropped += 1;
      cursor += 1;
    }
    if (cursor >= value.length) return { masked, dropped };
    masked += pendingLiterals + value[cursor];
    pendingLiterals = '';
    cursor += 1;
  }
  dropped += [...value.slice(cursor)].filter((character) => ALPHANUMERIC.test(character)).length;
  return { masked, dropped };
}

function tokenCount(pattern: string): number {
  return [...pattern].filter((symbol) => symbol in TOKENS).length;
}

/**
 * Masks `value` as it is typed. Characters that do not fit their token are dropped. With several
 * patterns the shortest one that holds the whole value wins (landline vs mobile phone); when none
 * does, the one that drops the fewest letters and digits (a too-long value is cut to the longest).
 */
export function applyMask(value: string, pattern: string | readonly string[]): string {
  const patterns = typeof pattern === 'string' ? [pattern] : pattern;
  let best: (MaskResult & { tokens: number }) | undefined;
  for (const candidate of patterns) {
    const result = { ...maskWith(value, candidate), tokens: tokenCount(candidate) };
    const better =
      !best ||
      result.dropped < best.dropped ||
      (result.dropped === best.dropped && result.tokens < best.tokens);
    if (better) best = result;
  }
  return best?.masked ?? '';
}
