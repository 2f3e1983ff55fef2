import { parse, type ApiClient } from '../client.ts';
import { outboxListSchema, type OutboxEmail } from '@vitrine/contract/dev';

/**
 * GET {apiBase}/dev/outbox — DEMO_MODE only: the e-mails the API wrote for the client's store
 * (X-Store-Id, required), newest first. The API answers callers on its own machine only
 * (loopback, directly or through the app's proxy there); anyone else gets 403 `local_only`.
 */
export async function getOutbox(client: ApiClient, to?: string): Promise<OutboxEmail[]> {
  const searchParams = to ? { to } : {};
  return (await parse(outboxListSchema, client.api.get('dev/outbox', { searchParams }))).items;
}
