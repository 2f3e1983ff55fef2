import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJsonOrUndefined, readBody } from './http-body.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking the WhatsApp Business Cloud API as Meta documents it,
 * for the offline demo and the tests, as the adapter (src/features/whatsapp/cloud-api.ts) calls
 * it:
 *
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer {token}` and a
 *   template message: 200 `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id:
 *   "wamid.…" }] }`. A token that is not the number's: 401, Graph error 190 (OAuthException). A
 *   number id it does not hold: 400, error 100. A template the number has not approved: 404,
 *   error 132001; the wrong count of body parameters: 400, error 132000. Anything else
 *   malformed: 400, error 100.
 * - Then, as Meta does, the number's webhook (once subscribed through the `hub.challenge`
 *   handshake: `subscribe`) gets the message's statuses, `sent` then `delivered` (`failed`,
 *   error 131026, for a number in `undeliverable`), each notice signed `X-Hub-Signature-256`
 *   with the app's secret.
 *
 * `control.failNext(status)` answers the next sends with that HTTP status (an outage).
 * No vitest import: the demo starts it too.
 */
export type CloudApiNumber = {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** Approved templates, each with its count of body parameters. */
  templates: Record<string, number>;
};

export type SentMessage = {
  id: string;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
};

const SEND = /^\/v\d+\.\d+\/([^/]+)\/messages$/;

const graphError = (code: number, message: string, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') },
});

type TemplateBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
};

export async function startWhatsappCloud(options: {
  numbers: CloudApiNumber[];
  undeliverable?: string[];
  port?: number;
}) {
  const numbers = new Map(options.numbers.map((number) => [number.phoneNumberId, number]));
  const undeliverable = new Set(options.undeliverable ?? []);
  const webhooks = new Map<string, string>();
  const sent: SentMessage[] = [];
  const notices: Promise<void>[] = [];
  let failing: { status: number; left: number } | null = null;
  let noticesFirst = 0;

  /** A notice as Meta posts it to the app's webhook, signed with the app's secret. */
  async function notify(number: CloudApiNumber, message: SentMessage, status: string) {
    const url = webhooks.get(number.phoneNumberId);
    if (!url) return;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: `waba-${number.phoneNumberId}`,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '5511900000000',
                  phone_number_id: number.phoneNumberId,
                },
                statuses: [
                  {
                    id: message.id,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: message.to,
                    ...(status === 'failed'
                      ? {
                          errors: [
                            {
                              code: 131026,
                              title: 'Message undeliverable',
                              message: 'Message undeliverable',
                            },
                          ],
                        }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', number.appSecret).update(body).digest('hex')}`;
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  }

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const match = SEND.exec(path);
    const raw = await readBody(req);
    if (req.method !== 'POST' || !match) {
      return send(
        res,
        400,
        graphError(100, 'Unsupported request - method type: get', 'GraphMethodException'),
      );
    }
    const number = numbers.get(decodeURIComponent(match[1]!));
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || (number && token !== number.accessToken)) {
      return send(
        res,
        401,
        graphError(190, 'Invalid OAuth access token - Cannot parse access token'),
      );
    }
    if (!number) {
      return send(
        res,
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${match[1]}' does not exist`,
          'GraphMethodException',
        ),
      );
    }
    if (failing && failing.left > 0) {
      failing.left -= 1;
      return send(
        res,
        failing.status,
        graphError(2, 'Service temporarily unavailable', 'OAuthException'),
      );
    }
    const body = parseJsonOrUndefined(raw) as TemplateBody | undefined;
    const template = body?.template;
    const to = typeof body?.to === 'string' ? body.to.replace(/\D/g, '') : '';
    if (
      body?.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{10,15}$/.test(to) ||
      typeof template?.name !== 'string' ||
      typeof template.language?.code !== 'string'
    ) {
      return send(res, 400, graphError(100, '(#100) Invalid parameter'));
    }
    const expected = number.templates[template.name];
    if (expected === undefined) {
      return send(
        res,
        404,
        graphError(132001, '(#132001) Template name does not exist in the translation'),
      );
    }
    const parameters = (template.components ?? [])
      .filter((component) => component.type === 'body')
      .flatMap((component) => component.parameters ?? [])
      .map((parameter) => (typeof parameter.text === 'string' ? parameter.text : ''));
    if (parameters.length !== expected || parameters.some((text) => text === '')) {
      return send(
        res,
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        ),
      );
    }
    const message: SentMessage = {
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      phoneNumberId: number.phoneNumberId,
      to,
      template: template.name,
      language: template.language.code,
      parameters,
    };
    sent.push(message);
    // What became of it, to the webhook: as Meta, after the answer — or, as Meta may, before
    // the sender has read its answer (`control.noticesFirst`).
    const statuses = undeliverable.has(to) ? ['failed'] : ['sent', 'delivered'];
    const tell = async () => {
      for (const status of statuses) await notify(number, message, status);
    };
    const first = noticesFirst > 0;
    if (first) {
      noticesFirst -= 1;
      const told = tell();
      notices.push(told);
      await told;
    }
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id: message.id }],
    });
    if (!first) notices.push(tell());
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** What the adapter's base URL is: the version in the path, as Graph's. */
    apiUrl: `${url}/v21.0`,
    /** Every message taken, in order. */
    sent,
    control: {
      /**
       * Meta's "Verify and save" of the app's webhook: the handshake GET with a challenge,
       * and the URL kept for the number's notices only when the challenge comes back.
       */
      async subscribe(phoneNumberId: string, callbackUrl: string, verifyToken: string) {
        const challenge = String(Math.floor(Math.random() * 1e9));
        const target = new URL(callbackUrl);
        target.searchParams.set('hub.mode', 'subscribe');
        target.searchParams.set('hub.verify_token', verifyToken);
        target.searchParams.set('hub.challenge', challenge);
        const answer = await fetch(target, { signal: AbortSignal.timeout(10_000) }).catch(
          () => null,
        );
        const verified = answer !== null && answer.ok && (await answer.text()) === challenge;
        if (verified) webhooks.set(phoneNumberId, callbackUrl);
        return verified;
      },
      /** The next `count` sends answer `status` (an outage, a rate limit). */
      failNext(status: number, count = 1) {
        failing = { status, left: count };
      },
      /** The next `count` sends post their statuses to the webhook before answering. */
      noticesFirst(count = 1) {
        noticesFirst = count;
      },
      /** Every notice posted so far has reached the webhook (or failed to). */
      async settled() {
        await Promise.all(notices);
      },
    },
    close: async () => {
      await Promise.all(notices);
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type WhatsappCloudLoopback = Awaited<ReturnType<typeof startWhatsappCloud>>;

function send(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}
