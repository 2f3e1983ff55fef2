import { createRoute, z } from '@hono/zod-openapi';
import { isValidCnpj, normalizeCnpj } from '@vitrine/domain/cnpj';
import { text } from '@vitrine/contract/common';
import { a1Certificate } from '../../demo/a1-certificate.ts';
import type { Feature } from '../../http/context.ts';
import { localOnly } from '../../http/local-only.ts';
import { errorResponses } from '../../lib/openapi.ts';

const querySchema = z.object({
  cnpj: text().refine(isValidCnpj, { error: 'CNPJ inválido.' }).transform(normalizeCnpj),
  holder: text().trim().min(2).max(100).default('LOJA DE DEMONSTRACAO LTDA'),
  password: text().min(1).max(100).default('senha-de-teste'),
});

/**
 * DEMO_MODE only, from this machine only: a test A1 certificate (.pfx, self-signed, valid for
 * a year) for a CNPJ, so the demo's Notas fiscais can be filled as with a real one. Issued by
 * nobody SEFAZ trusts: useless outside the demo.
 */
export const registerDemoCertificate: Feature = (app) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dev/fiscal/test-certificate',
      tags: ['Demonstração'],
      summary:
        'Um certificado A1 de teste (.pfx) para um CNPJ, para a demonstração das notas fiscais (só em DEMO_MODE, só a partir desta máquina).',
      middleware: [localOnly],
      request: { query: querySchema },
      responses: {
        200: {
          description: 'O arquivo .pfx; a senha é `password` (padrão: senha-de-teste).',
          content: { 'application/x-pkcs12': { schema: z.string() } },
        },
        ...errorResponses,
      },
    }),
    (c) => {
      const { cnpj, holder, password } = c.req.valid('query');
      const bytes = Buffer.from(a1Certificate({ cnpj, holder, password }), 'base64');
      return c.body(bytes, 200, {
        'Content-Type': 'application/x-pkcs12',
        'Content-Disposition': 'attachment; filename="certificado-teste.pfx"',
      });
    },
  );
};
