import { storeTakesOrders, type StoreStatus } from '@vitrine/domain/store-status';
import { ApiError } from './errors.ts';

const NOT_SELLING: Record<Exclude<StoreStatus, 'open'>, string> = {
  draft: 'Esta loja ainda não abriu: por enquanto não recebe pedidos.',
  paused: 'Esta loja está em pausa e não recebe pedidos agora. Volte em breve.',
  closed: 'Esta loja foi encerrada e não recebe mais pedidos.',
};

/** Why a store sells nothing now (its status's sentence), or null for an open store. */
export function storeNotOpenMessage(store: { status: StoreStatus }): string | null {
  return storeTakesOrders(store.status) ? null : NOT_SELLING[store.status];
}

/**
 * Refuses to sell from a store that is not open (a draft from sign-up, a paused or a closed
 * one): 409 `store_not_open`, its status in details. Checked on the store row read fresh for
 * the write (requireStore), so a store paused a moment ago takes no more orders.
 */
export function requireOpenStore(store: { status: StoreStatus }): void {
  const message = storeNotOpenMessage(store);
  if (message) throw new ApiError(409, 'store_not_open', message, { status: store.status });
}
