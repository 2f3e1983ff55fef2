// The shopper's last quoted CEP, kept in this browser so the next product page quotes it at
// once. Read only in the browser after hydration: the page's HTML is the same for everyone.
const KEY = 'vitrine.cep';

/**
 * The field's mask (00000-000) has left only digits and the dash: complete is all of them.
 * (Not @vitrine/domain/cep: importing it here moved the sign-in forms' chunks around and added
 * bytes to every page's first download.)
 */
export function isCompleteCep(value: string): boolean {
  return /^\d{5}-\d{3}$/.test(value);
}

export function readLastCep(): string {
  try {
    const cep = localStorage.getItem(KEY) ?? '';
    return isCompleteCep(cep) ? cep : '';
  } catch {
    return ''; // storage blocked (privacy settings): the shopper types it
  }
}

export function rememberCep(cep: string) {
  try {
    localStorage.setItem(KEY, cep);
  } catch {
    // Storage blocked or full: the quote still shows, the next page just asks again.
  }
}
