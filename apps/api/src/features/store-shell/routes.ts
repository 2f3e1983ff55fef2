import { createRoute } from '@hono/zod-openapi';
import { storeShellSchema } from '@vitrine/contract/store-shell';
import { storeByHostQuerySchema } from '@vitrine/contract/stores';
import type { Feature } from '../../http/context.ts';
import { PUBLIC_MAX_AGE_S } from '../../http/store-context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { toCategoryTree } from '../catalog/category-tree.ts';
import { storeAnswer } from '../stores/answer.ts';
import { normalizeHost } from '../../lib/host.ts';
import { readShell } from './reads.ts';

/** The footer's pages and the menu: kept no longer than GET /pages and GET /categories are. */
const SHELL_CACHE = { maxAge: PUBLIC_MAX_AGE_S, stale: 0 };

/**
 * GET /stores/shell: what every storefront page shows around its content — the store of a
 * host, its footer's pages, its department menu — in one answer. With thousands of stores most
 * page views find their store in no cache of the storefront's; each waits for this before its
 * own reads, once instead of once and then twice more.
 */
export const registerStoreShell: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/stores/shell',
      tags: ['Lojas'],
      summary:
        'A loja de um host (como /stores/by-host) com as páginas do rodapé e o menu de departamentos, numa resposta só',
      description:
        'O que toda página da loja mostra em volta do seu conteúdo: o que `/stores/by-host`, `/pages` e `/categories` respondem, numa ida só. Sem loja para o host: 200 com `notFound: true`, nulos e listas vazias.',
      request: { query: storeByHostQuerySchema },
      responses: {
        200: jsonContent(storeShellSchema, 'A loja, seu rodapé e seu menu'),
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const host = normalizeHost(c.req.valid('query').host);
      const reading = readShell(deps.db, host);
      // The page's product, asked by host at the same time, waits for this row.
      deps.storeCache.share(
        host,
        reading.then((found) => found?.store ?? null),
      );
      const found = await reading;
      return c.json(
        {
          ...storeAnswer(c, deps, found, SHELL_CACHE),
          pages: (found?.pages ?? []).map(({ slug, title, updatedAt }) => ({
            slug,
            title,
            updated_at: updatedAt.toISOString(),
          })),
          // A store not open shows its catalog to its previewing seller only (http/store-shown.ts),
          // who reads the menu with the preview's token: no menu here, for anyone.
          departments:
            found?.store.status === 'open' ? toCategoryTree(found.categories).departments : [],
        },
        200,
      );
    },
  );
};
