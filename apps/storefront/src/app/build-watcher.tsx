import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  BUILD_CHECK_INTERVAL_MS,
  hasNewerBuild,
  isChunkLoadError,
  reloadOnce,
} from '../lib/build-check.ts';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * spec §9. Every hour asks whether a newer build is live; if so, the next navigation loads as
 * a full page (never interrupting the shopper mid-page). A file of the old build that fails to
 * load reloads the page once, guarded by reloadOnce's 10 seconds.
 */
export function BuildWatcher() {
  const stale = useRef(false);
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    const timer = window.setInterval(async () => {
      const current = window.__reactRouterManifest?.version;
      if (current && (await hasNewerBuild(current))) stale.current = true;
    }, BUILD_CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) reloadOnce();
  }, [pathname, search]);

  return null;
}
