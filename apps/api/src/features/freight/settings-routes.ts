import { createRoute, z } from '@hono/zod-openapi';
import {
  freightSettingsBodySchema,
  freightSettingsSchema,
  freightTableSchema,
  freightTokenTestBodySchema,
  freightTokenTestSchema,
} from '@vitrine/contract/freight-settings';
import { saoPauloDay } from '@vitrine/domain/dates';
import type { Feature } from '../../http/context.ts';
import {
  csvAttachment,
  csvContent,
  errorResponses,
  jsonBody,
  jsonContent,
} from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { melhorEnvioFor } from './carrier.ts';
import { readFreightSettings, saveFreightSettings } from './settings.ts';
import { testMelhorEnvioToken } from './token-test.ts';
import {
  freightTableCsv,
  readFreightSheet,
  readFreightTableRows,
  replaceFreightTable,
  rowsOfBody,
  tableAnswer,
} from './table.ts';

/** app.ts gives this path (the table as JSON or as a sheet) its own body limit. */
export const FREIGHT_TABLE_PATH = '/settings/freight/table';
export const FREIGHT_TABLE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * How the store charges freight (office Configurações → Frete): origin, default package, its
 * own table (also as VTEX's sheet), free-shipping rules, pickup, Melhor Envio. Settings routes:
 * one role gate; every write in the store's history.
 */
export const registerFreightSettings: Feature = (app, deps) => {
  const base = {
    tags: ['Frete'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const settings = jsonContent(freightSettingsSchema, 'Frete da loja.');
  const table = jsonContent(freightTableSchema, 'Tabela de frete própria.');
  const secrets = () => deps.secrets;

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/freight',
      summary: 'Como a loja cobra o frete (o token do Melhor Envio nunca é respondido).',
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) =>
      c.json(await readFreightSettings(deps.db, secrets(), c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/freight',
      summary: 'Troca as configurações de frete (registradas no histórico da loja).',
      description:
        '`melhor_envio.token`: ausente mantém o guardado, um texto troca, null apaga; guardado cifrado, nunca respondido nem registrado. Ativar o Melhor Envio pede token, CEP de origem e serviços; ativar a tabela própria pede ao menos uma faixa (400 `freight_settings_invalid`).',
      request: jsonBody(freightSettingsBodySchema),
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) =>
      c.json(
        await saveFreightSettings(deps.db, secrets(), actorOf(c), c.req.valid('json'), deps.now()),
        200,
      ),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/freight/test',
      summary: 'Testa o token do Melhor Envio com uma cotação de um pacote pequeno.',
      description:
        'Cota um pacote de 300 g (2 × 11 × 16 cm) do CEP de origem para ele mesmo, direto na plataforma (sem cache). Cada campo ausente usa o guardado; nada é salvo e o token nunca é respondido. 200 `{ ok: true, services }` ou `{ ok: false, reason }`; 400 `freight_settings_invalid` sem token ou sem CEP de origem.',
      request: jsonBody(freightTokenTestBodySchema),
      responses: {
        200: jsonContent(freightTokenTestSchema, 'Resultado do teste.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const carrierFor = melhorEnvioFor(deps, storeId, { cached: false });
      const body = c.req.valid('json');
      return c.json(await testMelhorEnvioToken(deps.db, secrets(), storeId, carrierFor, body), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: FREIGHT_TABLE_PATH,
      summary: 'A tabela de frete própria: faixas de CEP × peso → preço e prazo.',
      responses: { 200: table, ...errorResponses },
    }),
    async (c) =>
      c.json(tableAnswer(await readFreightTableRows(deps.db, c.get('session').storeId)), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: FREIGHT_TABLE_PATH,
      summary: 'Substitui a tabela de frete inteira (registrada no histórico da loja).',
      description:
        'Faixas inclusivas nas duas pontas; onde duas cobrem o mesmo CEP e peso, vale a mais específica. Uma tabela vazia desativa a tabela própria.',
      request: jsonBody(freightTableSchema),
      responses: { 200: table, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const rows = rowsOfBody(c.req.valid('json'));
      const saved = await replaceFreightTable(deps.db, actor, rows);
      return c.json(tableAnswer(saved), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: `${FREIGHT_TABLE_PATH}.csv`,
      summary: 'A tabela de frete como a planilha de frete da VTEX.',
      description:
        'Colunas zipCodeStart, zipCodeEnd, weightStart, weightEnd (gramas), absoluteMoneyCost, timeCost (d.hh:mm:ss). UTF-8 com BOM, separada por ";".',
      responses: { 200: csvContent, ...errorResponses },
    }),
    async (c) => {
      const rows = await readFreightTableRows(deps.db, c.get('session').storeId);
      return c.body(
        freightTableCsv(rows),
        200,
        csvAttachment(`tabela-de-frete-${saoPauloDay(deps.now())}.csv`),
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: `${FREIGHT_TABLE_PATH}.csv`,
      summary: 'Substitui a tabela de frete por uma planilha no formato da VTEX.',
      description:
        'O corpo é o arquivo (UTF-8 ou Windows-1252; ";" ou ","). As colunas da VTEX em qualquer ordem; outras (PolygonName, Country…) são ignoradas. Tudo ou nada: uma linha com problema responde 400 `freight_table_invalid`, com cada linha e coluna em `details`, e nada muda.',
      request: { body: { required: true, content: { 'text/csv': { schema: z.string() } } } },
      responses: { 200: table, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const rows = readFreightSheet(new Uint8Array(await c.req.arrayBuffer()));
      const saved = await replaceFreightTable(deps.db, actor, rows);
      return c.json(tableAnswer(saved), 200);
    },
  );
};
