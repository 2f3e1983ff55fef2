// LGPD: no tracker loads before the shopper says yes. The choice lives in this browser only
// (localStorage), never on the server: public pages stay the same HTML for everyone, and the
// tag-manager snippet (tag-manager.tsx) reads the same key before it loads anything. Only what
// every page needs is here; saving a choice is the banner's (app/consent-banner.tsx).

export const CONSENT_KEY = 'vitrine.consentimento';
export type ConsentChoice = 'aceito' | 'recusado';

/** This browser's choice; null when it has none or refuses storage (private modes). */
export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'aceito' || value === 'recusado' ? value : null;
  } catch {
    return null;
  }
}
