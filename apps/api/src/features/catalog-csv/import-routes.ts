import { createRoute, z } from '@hono/zod-openapi';
import {
  CATALOG_IMPORT_MAX_ROWS,
  catalogImportListSchema,
  catalogImportParamsSchema,
  catalogImportRowsQuerySchema,
  catalogImportRowsSchema,
  catalogImportSchema,
  catalogImportUploadQuerySchema,
} from '@vitrine/contract/catalog-import';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { catalogImportFiles, catalogImports } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { csvAttachment, csvContent, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { findImport, importRows, latestImports } from './import-view.ts';
import { queueApply, queueCheck, startCheck } from './jobs.ts';
import { rejectedRowsCsv } from './rejected-csv.ts';

/** app.ts gives the upload (POST on this path) its own body limit, CATALOG_IMPORT_MAX_BYTES. */
export const CATALOG_IMPORT_PATH = '/catalog/imports';

/**
 * The import: upload → check in the background (nothing applied; 'checking', then 'checked' or
 * 'rejected' with each row's outcome and changes and each problem by row and column) → the
 * seller reads the rows and confirms → apply in the background (jobs.ts), followed by GET until
 * 'applied'.
 */
export const registerCatalogImports: Feature = (app, deps) => {
  const base = { tags: ['Catálogo'], security: bearerSecurity };
  const checker = deps.catalogChecker;

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: CATALOG_IMPORT_PATH,
      summary: 'Confere uma planilha CSV do catálogo, em segundo plano, sem aplicar nada.',
      description: `O corpo é o arquivo (UTF-8 com ou sem BOM, Windows-1252 ou UTF-16, o "Texto Unicode" do Excel; separado por ;, , ou tabulação; vírgula decimal), até ${CATALOG_IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas. Responde logo (202, 'checking'); GET /catalog/imports/{id} acompanha a conferência e GET /catalog/imports/{id}/rows lista, linha por linha, o que a importação fará. Aplicar é POST /catalog/imports/{id}/apply. 400 para um arquivo que não pode ser guardado (um caractere nulo, UTF-16 inválido: a linha em details.line) ou com linhas demais.`,
      middleware: requireCatalogSeller,
      request: {
        query: catalogImportUploadQuerySchema,
        body: { required: true, content: { 'text/csv': { schema: z.string() } } },
      },
      responses: { 202: jsonContent(catalogImportSchema, 'Conferindo.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      // A process that runs jobs checks the file itself, at once, from what it has just read;
      // a replica that only enqueues (RUN_JOBS=false, on PostgreSQL) keeps the file for the
      // check's job, which a worker runs. (The check worker thread takes `bytes`: a copy first.)
      const checksHere = deps.config.RUN_JOBS;
      const file = checksHere ? null : Buffer.from(bytes);
      const id = randomUUID();
      // Decoding and splitting run in the worker: a refusal (400) comes before anything is stored.
      const outcome = await checker.read(id, bytes);
      if ('refused' in outcome) {
        const { code, message, details } = outcome.refused;
        throw badRequest(code, message, details);
      }
      const { read } = outcome;
      try {
        // The import, and for a worker its file and the job that checks it, together.
        await deps.db.transaction(async (tx) => {
          await tx.insert(catalogImports).values({
            id,
            storeId,
            sellerId: accountId,
            fileName: c.req.valid('query').file_name,
            fileHash: read.hash,
            status: 'checking',
            columns: read.columns,
            rowsInFile: read.rowsInFile,
          });
          if (file) {
            await tx.insert(catalogImportFiles).values({ importId: id, bytes: file });
            await queueCheck(tx, deps.jobs, id);
          }
        });
      } catch (error) {
        checker.drop(id);
        throw error;
      }
      if (checksHere) void startCheck(deps, checker, id, storeId);
      else checker.drop(id);
      return c.json(await findImport(deps.db, storeId, id), 202);
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
      path: `${CATALOG_IMPORT_PATH}/{id}/rows`,
      summary:
        'O que a importação fará, linha por linha: criadas, alteradas (cada campo, antes → depois), sem alteração, recusadas.',
      middleware: requireCatalogSeller,
      request: { params: catalogImportParamsSchema, query: catalogImportRowsQuerySchema },
      responses: {
        200: jsonContent(catalogImportRowsSchema, 'Uma página das linhas.'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await importRows(
          deps.db,
          c.get('session').storeId,
          c.req.valid('param').id,
          c.req.valid('query'),
        ),
        200,
      ),
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
        .select({ columns: catalogImports.columns })
        .from(catalogImports)
        .where(and(eq(catalogImports.id, id), eq(catalogImports.storeId, storeId)));
      if (!row) await findImport(deps.db, storeId, id); // the 404
      return c.body(
        rejectedRowsCsv(deps.db, id, row!.columns),
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
      if (current.status === 'checking') {
        throw conflict(
          'import_checking',
          current.running
            ? 'A planilha ainda está sendo conferida.'
            : 'A conferência desta planilha parou antes do fim. Envie-a de novo.',
        );
      }
      // The rows the check found unchanged were not saved (nothing to do): counted at once.
      // The job that applies them is queued with the status (one waiting per import).
      await deps.db.transaction(async (tx) => {
        await tx
          .update(catalogImports)
          .set({
            status: 'applying',
            unchanged: sql`case when ${catalogImports.status} = 'checked' then ${catalogImports.planUnchanged} else ${catalogImports.unchanged} end`,
          })
          .where(
            and(
              eq(catalogImports.id, id),
              inArray(catalogImports.status, ['checked', 'applying', 'failed']),
            ),
          );
        await queueApply(tx, deps.jobs, id);
      });
      return c.json(await findImport(deps.db, storeId, id), 202);
    },
  );
};
