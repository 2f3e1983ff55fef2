import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, describe, expect, it } from 'vitest';
import routes from '../src/routes.ts';
import { initialJsGzip } from './initial-js.ts';

// The public pages' initial-JS budget (README, `pnpm bench:web`) as a deterministic check on
// the build `pnpm test` makes first: bytes, gzipped the same way every run, never timings.
const BUDGET_KB = 135;
const KB = 1024; // as bench-web.ts prints them

/** spec §2 "buyer login required": this layout and everything in it are not public. */
const PRIVATE_LAYOUT = 'features/auth/routes/customer-area.tsx';

/** Every route of src/routes.ts outside the private layout, by React Router's id and path. */
function publicRoutes(
  entries: RouteConfigEntry[],
  parentPath = '',
): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    if (entry.file === PRIVATE_LAYOUT) return [];
    const path = entry.index ? parentPath || '/' : joinPath(parentPath, entry.path);
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    const own = entry.path !== undefined || entry.index ? [{ id, path }] : [];
    return [...own, ...publicRoutes(entry.children ?? [], entry.path ? path : parentPath)];
  });
}

function joinPath(parent: string, path: string | undefined) {
  return `${parent.replace(/\/$/, '')}/${path ?? ''}`;
}

const pages = publicRoutes(routes);
const figures: string[] = [];
afterAll(() => console.log(`Initial JS (KB gzip) per public route:\n${figures.join('\n')}`));

describe(`public routes' initial JS (≤ ${BUDGET_KB} KB gzip)`, () => {
  it('measures every public route of src/routes.ts, the sign-in screens included', () => {
    const paths = pages.map((page) => page.path);
    for (const path of ['/', '/produto/:slug', '/pesquisar/:query', '/login', '/login/cadastro']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/finalizar-compra'))).toBe(false);
  });

  it.each(pages)('$path ($id)', ({ id, path }) => {
    const kb = initialJsGzip(id) / KB;
    figures.push(`${path.padEnd(30)} ${kb.toFixed(1).padStart(6)}`);
    expect(kb, `${path}: ${kb.toFixed(1)} KB of initial JS (gzip)`).toBeLessThanOrEqual(BUDGET_KB);
  });
});
