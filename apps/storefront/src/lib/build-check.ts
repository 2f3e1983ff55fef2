// spec §9: an hourly check for a newer build, and a page reload guard of 10 seconds so a
// broken deploy can never put a tab into a reload loop.

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const LAST_RELOAD_KEY = 'vitrine:last-reload-at';

type ReloadDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
};

/**
 * Reloads the page unless it already reloaded less than RELOAD_GUARD_MS ago (the time of the
 * last reload lives in sessionStorage, per tab). Returns whether it reloaded.
 */
export function reloadOnce({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

const CHUNK_ERRORS = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css',
];

/** True for the errors a browser throws when a lazily loaded file of the old build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.toLowerCase();
  return error.name === 'ChunkLoadError' || CHUNK_ERRORS.some((text) => message.includes(text));
}

/** Asks the server which build it serves; a failed check says "no news", never reloads. */
export async function hasNewerBuild(
  current: string,
  fetchVersion: () => Promise<unknown> = () =>
    fetch('/version.json', { cache: 'no-store' }).then((response) => response.json()),
): Promise<boolean> {
  try {
    const answer = (await fetchVersion()) as { version?: unknown } | null;
    return typeof answer?.version === 'string' && answer.version !== current;
  } catch {
    return false;
  }
}
