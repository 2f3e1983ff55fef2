/** How long the gateway's script may take before the shopper is told to try again. */
export const SCRIPT_TIMEOUT_MS = 15_000;

const loading = new Map<string, Promise<void>>();

/**
 * The page's CSP nonce, read from a script that carries it (browsers hide it from the attribute
 * but keep it on the element). Under 'strict-dynamic' a script our code adds runs without it;
 * a browser without 'strict-dynamic' checks it, or the host list the pay page's policy names.
 */
function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * Adds `<script src>` to the page once and resolves when it has run. A script that fails to
 * load (or takes longer than SCRIPT_TIMEOUT_MS) is taken out again, so the next attempt asks
 * for it afresh instead of waiting on a dead tag.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const kept = loading.get(src);
  if (kept) return kept;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = pageNonce(doc);
    if (nonce) script.nonce = nonce;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(`${reason}: ${src}`));
    };
    const timer = setTimeout(() => fail('script timed out'), SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('script failed to load'));
    doc.head.append(script);
  });
  loading.set(src, loaded);
  return loaded;
}
