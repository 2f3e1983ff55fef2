import { createRoute } from '@hono/zod-openapi';
import { catalogExportQuerySchema } from '@vitrine/contract/catalog-import';
import { saoPauloDay } from '@vitrine/domain/dates';
import type { Feature } from '../../http/context.ts';
import { csvAttachment, csvContent, errorResponses } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { catalogIds } from '../catalog-office/list.ts';
import { catalogCsvStream } from './export-csv.ts';
import { loadCategoryNames } from './stored.ts';

/**
 * The catalog as a spreadsheet: every product the office list's filters match (all of them
 * without filters), in its order, one row per variation, as the import reads it back.
 */
export const registerCatalogExport: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalog/export',
      tags: ['Catálogo'],
      summary: 'O catálogo (ou o filtro da lista) em CSV para o Excel, uma linha por variação.',
      description:
        'Mesmos filtros e ordem de GET /catalog/products, sem páginas. UTF-8 com BOM, campos separados por ";", vírgula decimal; cada opção do produto é uma coluna "Opção: Nome". A importação (POST /catalog/imports) lê o mesmo arquivo.',
      security: bearerSecurity,
      middleware: requireCatalogSeller,
      request: { query: catalogExportQuerySchema },
      responses: {
        200: csvContent,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = deps;
      const { storeId } = c.get('session');
      // The ids first, in the list's order: a product created while the file streams neither
      // shifts a batch nor shows twice.
      const [ids, categoryNames] = await Promise.all([
        catalogIds(db, storeId, c.req.valid('query')),
        loadCategoryNames(db, storeId),
      ]);
      return c.body(
        await catalogCsvStream(db, ids, categoryNames),
        200,
        csvAttachment(`catalogo-${saoPauloDay(now())}.csv`),
      );
    },
  );
};
