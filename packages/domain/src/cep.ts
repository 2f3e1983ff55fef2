// spec §5 zip lookup and §9 zip length: the CEP is typed as 00000-000 (9 characters).
export const CEP_MASKED_LENGTH = 9;

/** Removes the mask ('01310-100', '01.310-100') leaving the 8 digits the API stores. */
export function normalizeCep(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

export function isValidCep(value: string): boolean {
  return /^\d{8}$/.test(normalizeCep(value));
}

/**
 * spec §5: look the address up only once the masked CEP is complete and no lookup is running,
 * so each keystroke does not fire a request and a slow answer is not raced by a second one.
 */
export function shouldLookUpCep(value: string, lookupInProgress: boolean): boolean {
  return !lookupInProgress && value.length === CEP_MASKED_LENGTH && /^\d{5}-\d{3}$/.test(value);
}
