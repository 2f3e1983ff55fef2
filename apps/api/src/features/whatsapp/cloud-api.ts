import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { createOutsideClient, type OutsideResult } from '../../lib/outside/client.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { Logger } from '../../logger.ts';

// The WhatsApp Business Cloud API as Meta documents it (Graph API, "Send messages" and
// "Webhooks"), on the API's one transport (src/lib/outside): a template message is
// `POST /{phone-number-id}/messages` with the number's access token as a Bearer; what became of
// it comes later to the app's webhook, signed `X-Hub-Signature-256: sha256=HMAC(app secret,
// body)`, after the `hub.challenge` handshake that registered it.

export const WHATSAPP_PROVIDER = 'whatsapp-cloud';
/** Meta's Graph API at the version this adapter speaks (WHATSAPP_API_URL names another). */
export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** "Send messages": the answer to an accepted message; its id is what the webhook names. */
const sentSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

/** A Graph API error body: `{ error: { message, type, code, error_data?, fbtrace_id } }`. */
const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

export type TemplateMessage = {
  /** The recipient with its country code ('5511912345678'). */
  to: string;
  template: string;
  /** Meta's language code of the template ('pt_BR'). */
  language: string;
  /** The body's variables, {{1}} onwards. */
  parameters: readonly string[];
};

export type WhatsappClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  logger?: Logger;
};

/** The body of a template message, as "Send message templates" gives it. */
export function templateMessageBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((value) => ({ type: 'text', text: value })),
        },
      ],
    },
  };
}

/** What a refusal says, in Meta's words (code and message), for the seller's history. */
export function graphErrorText(body: unknown, fallback: string): string {
  const parsed = graphErrorSchema.safeParse(body);
  if (!parsed.success) return fallback;
  const { code, message, error_data } = parsed.data.error;
  const details = error_data?.details ? ` (${error_data.details})` : '';
  return `${code === undefined ? '' : `${code}: `}${message}${details}`.slice(0, 500);
}

/**
 * One phone number's sender: its calls carry the access token, a declared secret of the
 * transport (never logged, redacted from a failure's detail).
 */
export function createWhatsappClient(
  options: WhatsappClientOptions,
  phoneNumberId: string,
  accessToken: string,
) {
  const outside = createOutsideClient({
    provider: WHATSAPP_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    secrets: [accessToken],
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    /** The message's id (`wamid.…`) when the API took it. */
    async sendTemplate(message: TemplateMessage): Promise<OutsideResult<{ id: string }>> {
      const answer = await outside.call(
        {
          operation: 'sendTemplate',
          method: 'POST',
          path: `/${encodeURIComponent(phoneNumberId)}/messages`,
          headers: { authorization: `Bearer ${accessToken}` },
          json: templateMessageBody(message),
        },
        { status: [200], schema: sentSchema },
      );
      return answer.ok ? { ok: true, id: answer.value.messages[0]!.id } : answer;
    },
    close: () => outside.close(),
  };
}

/** `sha256={hex}` of the body under the app secret, as Meta signs a webhook's notice. */
export function webhookSignature(appSecret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** The notice's `X-Hub-Signature-256` is the app secret's over these very bytes. */
export function verifyWebhookSignature(
  appSecret: string,
  body: string | Buffer,
  header: string | undefined,
): boolean {
  return header !== undefined && safeEqual(header.trim(), webhookSignature(appSecret, body));
}

/** A webhook notice's statuses ("Webhooks → messages → statuses"); other fields let through. */
export const webhookNoticeSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  timestamp: z.string().optional(),
                  recipient_id: z.string().optional(),
                  errors: z
                    .array(
                      z.object({
                        code: z.number().optional(),
                        title: z.string().optional(),
                        message: z.string().optional(),
                      }),
                    )
                    .optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WebhookNotice = z.infer<typeof webhookNoticeSchema>;
