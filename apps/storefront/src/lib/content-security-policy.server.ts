import { contentSecurityPolicy } from '@vitrine/server/content-security-policy';
import { isContainerId } from './analytics/tag-manager.tsx';

/** What the root loader (root.tsx) hands every page: the store of the host, if any. */
type RootData = {
  store?: { data?: { tag_manager_id?: string | null; assets_url?: string } } | null;
};

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of a page of the store `root` names (README
 * "Content-Security-Policy"): pictures also from the store's asset host (spec §7, CDN_URL), and
 * the tag manager's host only when the store has a container (spec §1) the page will load.
 */
export function pagePolicy(root: unknown, nonce: string): string {
  const store = (root as RootData | undefined)?.store?.data;
  const assets = store?.assets_url ? originOf(store.assets_url) : undefined;
  return contentSecurityPolicy({
    nonce,
    imageOrigins: assets ? [assets] : [],
    tagManager: !!store?.tag_manager_id && isContainerId(store.tag_manager_id),
  });
}
