import { storeChecklistQueryKey, storeHistoryPageQueryKey } from '@vitrine/api-client/query-keys';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('makes the store Histórico and checklist stale after any write that succeeds, and only then', async () => {
    const client = createQueryClient();
    const history = storeHistoryPageQueryKey({ page: 1, per_page: 20 });
    const other = ['seller', 'sales', 'overview'];
    client.setQueryData(history, { items: [] });
    client.setQueryData(storeChecklistQueryKey, { status: 'draft' });
    client.setQueryData(other, { total: 1 });

    const failing = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('recusado')),
    });
    await expect(failing.execute(undefined)).rejects.toThrow('recusado');
    expect(client.getQueryState(history)?.isInvalidated).toBe(false);
    expect(client.getQueryState(storeChecklistQueryKey)?.isInvalidated).toBe(false);

    const write = client.getMutationCache().build(client, { mutationFn: async () => 'ok' });
    await write.execute(undefined);
    expect(client.getQueryState(history)?.isInvalidated).toBe(true);
    expect(client.getQueryState(storeChecklistQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
