import { createRoute } from '@hono/zod-openapi';
import { messageResponseSchema, signUpBodySchema } from '@vitrine/contract/auth';
import { customers } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { requireStore } from '../../http/store-context.ts';
import { answerAtFixedTime } from '../../lib/background.ts';
import { clientIp } from '../../lib/client-info.ts';
import { consentClientOf, setConsent } from '../../lib/consents.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { findAccountByEmail, normalizeEmail } from '../auth/accounts.ts';
import { sendAccountLink } from '../auth/flows.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { accountRateLimits } from '../auth/rate-limits.ts';

/**
 * spec §2 /login/cadastro → /login/aguardar-conta: the pre-account draft (§3) is stored without
 * a password and a first-access e-mail goes out. The answer is the same when the e-mail already
 * has an account (that inbox gets a recover-access link instead), and it leaves at the same
 * moment: after the rate limits, the draft and the e-mail are made and the answer leaves
 * FIXED_ANSWER_MS after that work started (answerAtFixedTime). Sign-up cannot be used to
 * learn who is a customer.
 */
export const registerSignUp: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/customers/sign-up',
      tags: ['Contas de clientes'],
      summary: 'Pré-cadastro: envia o e-mail de primeiro acesso.',
      middleware: requireStore,
      request: jsonBody(signUpBodySchema),
      responses: { 202: jsonContent(messageResponseSchema, 'E-mail enviado.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const store = c.get('store');
      const body = c.req.valid('json');
      const email = normalizeEmail(body.email);
      const limits = accountRateLimits('sign_up', 'customer', {
        storeId: store.id,
        email,
        ip: clientIp(c),
      });
      await enforceRateLimits(db, now(), limits, AUTH_MESSAGES.tooManyAttempts);
      await answerAtFixedTime(c, 'customer sign-up', async () => {
        let account = await findAccountByEmail(db, 'customer', store.id, email);
        let created = false;
        if (!account) {
          try {
            await db.insert(customers).values({
              storeId: store.id,
              email,
              firstName: body.first_name,
              lastName: body.last_name,
              createdAt: now(),
            });
            created = true;
          } catch (error) {
            // A concurrent sign-up with the same e-mail won the insert: continue with its row.
            if (!isUniqueViolation(error)) throw error;
          }
          account = await findAccountByEmail(db, 'customer', store.id, email);
          // The marketing e-mails' box, recorded for a new draft only: a sign-up with someone
          // else's address must not change what an existing account agreed to.
          if (created && account && body.marketing_emails) {
            await setConsent(
              db,
              { storeId: store.id, customerId: account.id },
              'marketing_emails',
              {
                enabled: true,
                source: 'sign_up',
                client: consentClientOf(c),
                now: now(),
              },
            );
          }
        }
        if (account) {
          await sendAccountLink(
            c,
            'customer',
            account,
            account.passwordHash ? 'recover' : 'first_access',
          );
        }
      });
      return c.json({ message: AUTH_MESSAGES.signUpSent }, 202);
    },
  );
};
