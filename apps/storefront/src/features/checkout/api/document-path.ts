/**
 * Whether this document was loaded at `path` (its navigation entry's URL, which a navigation
 * inside the app does not change): the page's Content-Security-Policy is that path's.
 */
export function documentLoadedAt(path: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry) return false;
  return new URL(entry.name).pathname.replace(/\/+$/, '') === path;
}
