import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import {
  fiscalCertificateBodySchema,
  fiscalSettingsBodySchema,
  fiscalSettingsSchema,
} from '@vitrine/contract/fiscal-settings';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { registerDemoCertificate } from './demo-routes.ts';
import { readFiscalSettings } from './reads.ts';
import { removeCertificate, saveCertificate, saveFiscalSettings } from './writes.ts';

/**
 * Configurações → Notas fiscais: what the store needs to issue NF-e (the issuing itself is the
 * fiscal provider's adapter and its job). Settings routes: one role gate; every write in the
 * store's history, never a secret in it.
 */
export const registerFiscalSettings: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const answer = jsonContent(fiscalSettingsSchema, 'Os dados fiscais da loja.');
  const refused = jsonContent(errorSchema, 'Dados incompletos ou certificado recusado.');
  const write = (c: Parameters<typeof actorOf>[0]) => ({
    db: deps.db,
    secrets: deps.secrets,
    actor: actorOf(c),
    now: deps.now(),
    jobs: deps.jobs,
  });

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/invoices',
      summary: 'Os dados da loja para emitir NF-e (nenhum segredo é respondido).',
      description:
        'Do token do provedor só se há um (`provider_token_set`); do certificado A1, o titular, o CNPJ e a validade. `issuer` são os dados legais da loja (editados em Dados legais). `missing`: o que falta para ligar a emissão; `products_without_ncm`: produtos publicados sem NCM.',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) =>
      c.json(await readFiscalSettings(deps.db, c.get('session').storeId, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/invoices',
      summary: 'Troca os dados fiscais da loja (registrados no histórico).',
      description:
        '`provider_token`: ausente mantém o guardado, um valor troca, null apaga; guardado cifrado, nunca respondido nem registrado. Ligar a emissão (`invoices_enabled`) pede tudo completo: 422 `fiscal_settings_incomplete` com cada falta em `details`. Produtos publicados sem NCM não impedem: a resposta os conta.',
      request: jsonBody(fiscalSettingsBodySchema),
      responses: { 200: answer, 422: refused, ...errorResponses },
    }),
    async (c) => c.json(await saveFiscalSettings(write(c), c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/invoices/certificate',
      summary: 'Envia o certificado digital A1 (.pfx/.p12) da loja, com a senha.',
      description:
        'O arquivo em base64. É aberto com a senha e conferido antes de guardar: 422 `fiscal_certificate_invalid` quando não é um PKCS#12, a senha não confere, venceu, ou o CNPJ do certificado não é o da loja. Guardado cifrado com a senha; só o titular, o CNPJ e a validade são respondidos.',
      request: jsonBody(fiscalCertificateBodySchema),
      responses: { 200: answer, 422: refused, ...errorResponses },
    }),
    async (c) => c.json(await saveCertificate(write(c), c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/settings/invoices/certificate',
      summary: 'Remove o certificado digital (só com a emissão desligada).',
      description: '409 `invoices_enabled` enquanto a emissão estiver ligada.',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => c.json(await removeCertificate(write(c)), 200),
  );

  if (deps.config.DEMO_MODE) registerDemoCertificate(app, deps);
};
