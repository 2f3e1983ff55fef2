import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { outboxListSchema, type OutboxEmail } from '@vitrine/contract/dev';

/** GET {apiBase}/dev/outbox — DEMO_MODE only: e-mails the API wrote, newest first. */
export async function getOutbox(client: ApiClient, to?: string): Promise<OutboxEmail[]> {
  const searchParams = to ? { to } : {};
  return (await parse(outboxListSchema, client.api.get('dev/outbox', { searchParams }))).items;
}

export function outboxQueryOptions(client: ApiClient, to?: string) {
  return queryOptions({
    queryKey: ['dev', 'outbox', to ?? null] as const,
    queryFn: () => getOutbox(client, to),
  });
}
