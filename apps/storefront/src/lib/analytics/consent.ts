import { useSyncExternalStore } from 'react';

// LGPD: no tracker loads before the shopper says yes. The choice lives in this browser only
// (localStorage), never on the server: public pages stay the same HTML for everyone, and the
// tag-manager snippet (tag-manager.tsx) reads the same key before it loads anything.

export const CONSENT_KEY = 'vitrine.consentimento';
export type ConsentChoice = 'aceito' | 'recusado';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or nothing where the browser refuses it (private modes, blocked storage). */
function browserStorage(): ConsentStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readConsent(storage = browserStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'aceito' || value === 'recusado' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice; false when the browser would not keep it (asked again next visit). */
export function saveConsent(choice: ConsentChoice, storage = browserStorage()): boolean {
  try {
    storage?.setItem(CONSENT_KEY, choice);
    return storage !== undefined;
  } catch {
    return false;
  }
}

// Whether the preferences panel was reopened from the footer ("Preferências de cookies"): a
// tiny store of its own, so the footer's button does not load the banner's code with the page.
let reopened = false;
const listeners = new Set<() => void>();

export function reopenConsent() {
  reopened = true;
  for (const listener of listeners) listener();
}

export function closeConsent() {
  reopened = false;
  for (const listener of listeners) listener();
}

export function useConsentReopened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reopened,
    () => false,
  );
}
