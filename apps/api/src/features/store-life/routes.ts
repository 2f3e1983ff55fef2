import { createRoute } from '@hono/zod-openapi';
import {
  storeChecklistSchema,
  storeCloseBodySchema,
  storePauseBodySchema,
  storeStateSchema,
} from '@vitrine/contract/store-life';
import { saoPauloDay } from '@vitrine/domain/dates';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import {
  csvAttachment,
  csvContent,
  errorResponses,
  jsonBody,
  jsonContent,
} from '../../lib/openapi.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { customersCsv } from './customers-csv.ts';
import { STORE_LIFE_MESSAGES as t } from './messages.ts';
import { readChecklist } from './reads.ts';
import { toChecklist, toStoreState } from './serialize.ts';
import { closeStore, openForSale, pauseStore, reopenStore } from './writes.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The store's life (its owner's): the first-run checklist, open, pause, reopen, close. The
 * checklist is read by whoever sets the store up (owners and administrators); the moves are
 * the owner's alone (403 `role_forbidden` for anyone else), each audited with before/after.
 */
export const registerStoreLife: Feature = (app, deps) => {
  const tags = ['Loja (dono)'];
  const owner = { tags, security: bearerSecurity, middleware: requireSellerFor('store') };
  const state = jsonContent(storeStateSchema, 'A situação da loja agora.');
  const moved = (storeId: string) => {
    // Shoppers see the new status at once (the storefront asks by host; the API's copy goes).
    deps.storeCache.forget(storeId);
  };

  app.openapi(
    createRoute({
      tags,
      security: bearerSecurity,
      middleware: requireSellerFor('settings'),
      method: 'get',
      path: '/store/checklist',
      summary: 'O checklist da loja: cada passo feito ou não, pelos dados da loja agora.',
      description:
        'Passos: `email` (e-mail do dono confirmado), `identity` (logo e cores próprias; recomendado), `product` (um produto ativo com foto), `payments` (uma conta de recebimento real testada com sucesso), `delivery` (tabela de frete, Melhor Envio ou retirada), `legal_data` (dados legais completos), `pages` (páginas iniciais publicadas ou editadas). `missing`: os obrigatórios que faltam.',
      responses: { 200: jsonContent(storeChecklistSchema, 'O checklist.'), ...errorResponses },
    }),
    async (c) => {
      const checklist = toChecklist(await readChecklist(deps.db, c.get('session').storeId));
      c.header('Cache-Control', 'private, no-store');
      return c.json(checklist, 200);
    },
  );

  app.openapi(
    createRoute({
      ...owner,
      method: 'post',
      path: '/store/open',
      summary: 'Abre a loja (rascunho → aberta) se os passos obrigatórios estão feitos.',
      description:
        '409 `store_not_ready` com `details.missing` (`code` e `label` de cada passo que falta, o e-mail não confirmado incluído); 409 `store_status` quando a loja não é um rascunho.',
      responses: { 200: state, ...errorResponses },
    }),
    async (c) => {
      const store = await openForSale(deps.db, actorOf(c));
      moved(store.id);
      return c.json(toStoreState(store, t.opened), 200);
    },
  );

  app.openapi(
    createRoute({
      ...owner,
      method: 'post',
      path: '/store/pause',
      summary: 'Põe a loja aberta em pausa (sem pedidos novos), com uma mensagem aos clientes.',
      description:
        'Em pausa, troca a mensagem. 409 `store_status` num rascunho ou numa loja encerrada.',
      request: jsonBody(storePauseBodySchema),
      responses: { 200: state, ...errorResponses },
    }),
    async (c) => {
      const { message } = c.req.valid('json');
      const store = await pauseStore(deps.db, actorOf(c), message);
      moved(store.id);
      return c.json(toStoreState(store, t.paused), 200);
    },
  );

  app.openapi(
    createRoute({
      ...owner,
      method: 'post',
      path: '/store/reopen',
      summary: 'Reabre a loja em pausa.',
      responses: { 200: state, ...errorResponses },
    }),
    async (c) => {
      const store = await reopenStore(deps.db, actorOf(c));
      moved(store.id);
      return c.json(toStoreState(store, t.reopened), 200);
    },
  );

  app.openapi(
    createRoute({
      ...owner,
      method: 'post',
      path: '/store/close',
      summary: 'Encerra a loja de vez, com a senha do dono.',
      description:
        'Antes, o dono baixa o catálogo (`GET /catalog/export`), as vendas (`GET /sales/export`) e os clientes (`GET /store/customers/export`). 400 `wrong_password`; 409 `store_has_unfinished_orders` com os pedidos em `details` (`total` e até 100 `orders`); 429 depois de 10 tentativas numa hora. Os dados ficam guardados e o endereço da loja não vai para outra loja.',
      request: jsonBody(storeCloseBodySchema),
      responses: { 200: state, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      // A stolen session does not get to try passwords: a few an hour per seller.
      const rules = [{ key: `store_close:seller:${actor.sellerId}`, limit: 10, windowMs: HOUR }];
      await enforceRateLimits(deps.db, deps.now(), rules, t.tooManyPasswords);
      const store = await closeStore(deps.db, actor, c.req.valid('json').password, deps.now());
      moved(store.id);
      return c.json(toStoreState(store, t.closed), 200);
    },
  );

  app.openapi(
    createRoute({
      ...owner,
      method: 'get',
      path: '/store/customers/export',
      summary: 'Os clientes da loja em CSV para o Excel (um por linha).',
      description:
        'Nome, sobrenome, e-mail, CPF, telefone, data de nascimento, cliente desde e número de pedidos. UTF-8 com BOM, campos separados por ";".',
      responses: { 200: csvContent, ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const filename = `clientes-${saoPauloDay(deps.now())}.csv`;
      return c.body(await customersCsv(deps.db, storeId), 200, csvAttachment(filename));
    },
  );
};
