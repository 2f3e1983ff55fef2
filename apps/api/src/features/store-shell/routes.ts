import { createRoute } from '@hono/zod-openapi';
import { storeShellQuerySchema, storeShellSchema } from '@vitrine/contract/store-shell';
import type { AppDeps, Feature, StoreRow } from '../../http/context.ts';
import { PUBLIC_MAX_AGE_S } from '../../http/store-context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { toCategoryTree } from '../catalog/category-tree.ts';
import { findBySlugAtHost, type ProductDetailRow } from '../catalog/reads.ts';
import { toProduct } from '../catalog/serialize.ts';
import { storeAnswer } from '../stores/answer.ts';
import { normalizeHost } from '../../lib/host.ts';
import { readShell } from './reads.ts';

/**
 * A product page's product, read with its shell for a store the storefront holds in no cache:
 * as GET /products/{slug} answers it, of an open store only (its catalog, the same for
 * everyone), and only the shell's own store's (a host given to another store between the two
 * statements shows nothing); null when it has none by that slug.
 */
function productOf(deps: AppDeps, shown: { store: StoreRow }, row: ProductDetailRow | null) {
  if (!row || row.product.storeId !== shown.store.id) return null;
  return toProduct(row, assetsBaseUrl(deps.config, shown.store.id));
}

/** The footer's pages and the menu: kept no longer than GET /pages and GET /categories are. */
const SHELL_CACHE = { maxAge: PUBLIC_MAX_AGE_S, stale: 0 };

/**
 * GET /stores/shell: what every storefront page shows around its content — the store of a
 * host, its footer's pages, its department menu — in one answer. With thousands of stores most
 * page views find their store in no cache of the storefront's; each waits for this before its
 * own reads, once instead of once and then twice more — and a product page's product comes in
 * the same answer (`?product=`), so that page waits for nothing else.
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
        'O que toda página da loja mostra em volta do seu conteúdo: o que `/stores/by-host`, `/pages` e `/categories` respondem, numa ida só. Sem loja para o host: 200 com `notFound: true`, nulos e listas vazias. Com `product` (o slug da página de produto): esse produto em `product`, como `/products/{slug}` o responde, ou null quando a loja não tem produto com esse slug ou não está aberta.',
      request: { query: storeShellQuerySchema },
      responses: {
        200: jsonContent(storeShellSchema, 'A loja, seu rodapé e seu menu'),
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const host = normalizeHost(query.host);
      // The page's product is read beside the shell, not after it: by the same host.
      const [found, product] = await Promise.all([
        readShell(deps.db, host),
        query.product === undefined
          ? undefined
          : findBySlugAtHost(deps.db, host, 'product', query.product),
      ]);
      // A store not open, or suspended, shows no catalog (its status page, or "Loja indisponível").
      const shown = found?.store.status === 'open' && !found.store.suspendedAt ? found : null;
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
          departments: shown ? toCategoryTree(shown.categories).departments : [],
          ...(product === undefined ? {} : { product: shown && productOf(deps, shown, product) }),
        },
        200,
      );
    },
  );
};
