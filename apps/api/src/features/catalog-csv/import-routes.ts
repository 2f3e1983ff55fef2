import { createRoute, z } from '@hono/zod-openapi';
import {
  catalogImportListSchema,
  catalogImportParamsSchema,
  catalogImportSchema,
  catalogImportUploadQuerySchema,
} from '@vitrine/contract/catalog-import';
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { catalogImports } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { csvAttachment, csvContent, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { checkFile } from './check.ts';
import { findImport, latestImports } from './import-view.ts';
import { isApplying, startApply } from './jobs.ts';
import { rejectedRowsCsv } from './rejected-csv.ts';
import { catalogWriter } from './service-writer.ts';

/** app.ts gives the upload (POST on this path) its own body limit, CATALOG_IMPORT_MAX_BYTES. */
export const CATALOG_IMPORT_PATH = '/catalog/imports';

/**
 * The import: upload → check (nothing applied; a catalog_imports row 'checked' or 'rejected'
 * with each problem by row and column) → apply on confirmation, in the background (jobs.ts),
 * followed by GET until 'applied'.
 */
export const registerCatalogImports: Feature = (app, deps) => {
  const base = { tags: ['Catálogo'], security: bearerSecurity };
  const writer = catalogWriter(deps);

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: CATALOG_IMPORT_PATH,
      summary: 'Confere uma planilha CSV do catálogo sem aplicar nada.',
      description:
        'O corpo é o arquivo (UTF-8 com ou sem BOM, ou Windows-1252; separado por ; ou ,; vírgula decimal). Responde a conferência: cada problema por linha e coluna. Aplicar é POST /catalog/imports/{id}/apply.',
      middleware: requireCatalogSeller,
      request: {
        query: catalogImportUploadQuerySchema,
        body: { required: true, content: { 'text/csv': { schema: z.string() } } },
      },
      responses: { 201: jsonContent(catalogImportSchema, 'Conferência.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const checked = await checkFile(deps.db, storeId, bytes, writer.sanitize);
      const [row] = await deps.db
        .insert(catalogImports)
        .values({
          storeId,
          sellerId: accountId,
          fileName: c.req.valid('query').file_name,
          fileHash: createHash('sha256').update(bytes).digest('hex'),
          status: checked.status,
          rows: checked.rows,
          problems: checked.problems,
          rowsTotal: checked.rowsTotal,
        })
        .returning({ id: catalogImports.id });
      return c.json(await findImport(deps.db, storeId, row!.id), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: CATALOG_IMPORT_PATH,
      summary: 'As últimas importações da loja (uma interrompida pode ser retomada).',
      middleware: requireCatalogSeller,
      responses: { 200: jsonContent(catalogImportListSchema, 'Importações.'), ...errorResponses },
    }),
    async (c) => c.json({ items: await latestImports(deps.db, c.get('session').storeId) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: `${CATALOG_IMPORT_PATH}/{id}`,
      summary: 'Uma importação: conferência, progresso e contagens.',
      middleware: requireCatalogSeller,
      request: { params: catalogImportParamsSchema },
      responses: { 200: jsonContent(catalogImportSchema, 'Importação.'), ...errorResponses },
    }),
    async (c) =>
      c.json(await findImport(deps.db, c.get('session').storeId, c.req.valid('param').id), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: `${CATALOG_IMPORT_PATH}/{id}/rejected`,
      summary: 'As linhas não importadas, com a coluna "Problema", em CSV.',
      middleware: requireCatalogSeller,
      request: { params: catalogImportParamsSchema },
      responses: { 200: csvContent, ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const { id } = c.req.valid('param');
      const [row] = await deps.db
        .select({ rows: catalogImports.rows, problems: catalogImports.problems })
        .from(catalogImports)
        .where(and(eq(catalogImports.id, id), eq(catalogImports.storeId, storeId)));
      if (!row) await findImport(deps.db, storeId, id); // the 404
      return c.body(
        rejectedRowsCsv(row!.rows, row!.problems),
        200,
        csvAttachment('linhas-com-problema.csv'),
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: `${CATALOG_IMPORT_PATH}/{id}/apply`,
      summary: 'Aplica uma importação conferida, em segundo plano.',
      description:
        'Responde logo (202); o progresso é GET /catalog/imports/{id}. Uma importação interrompida (aplicando, sem estar em andamento) ou que falhou continua de onde parou.',
      middleware: requireCatalogSeller,
      request: { params: catalogImportParamsSchema },
      responses: { 202: jsonContent(catalogImportSchema, 'Aplicando.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const { id } = c.req.valid('param');
      const current = await findImport(deps.db, storeId, id);
      if (current.status === 'rejected') {
        throw conflict('import_rejected', 'Nenhuma linha desta planilha pode ser importada.');
      }
      if (current.status === 'applied') {
        throw conflict('import_applied', 'Esta importação já foi aplicada.');
      }
      if (!isApplying(id)) {
        await deps.db
          .update(catalogImports)
          .set({ status: 'applying' })
          .where(
            and(
              eq(catalogImports.id, id),
              inArray(catalogImports.status, ['checked', 'applying', 'failed']),
            ),
          );
        void startApply(deps, writer, id);
      }
      return c.json(await findImport(deps.db, storeId, id), 202);
    },
  );
};
