import { storeTakesOrders, type StoreStatus } from '@vitrine/domain/store-status';
import { ApiError } from './errors.ts';

const NOT_SELLING: Record<Exclude<StoreStatus, 'open'>, string> = {
  draft: 'Esta loja ainda não abriu: por enquanto não recebe pedidos.',
  paused: 'Esta loja está em pausa e não recebe pedidos agora. Volte em breve.',
  closed: 'Esta loja foi encerrada e não recebe mais pedidos.',
};

/**
 * Refuses to sell from a store that is not open (a draft from sign-up, a paused or a closed
 * one): 409 `store_not_open`, its status in details. Checked on the store row read fresh for
 * the write (requireStore), so a store paused a moment ago takes no more orders.
 */
export function requireOpenStore(store: { status: StoreStatus }): void {
  if (storeTakesOrders(store.status)) return;
  throw new ApiError(409, 'store_not_open', NOT_SELLING[store.status], { status: store.status });
}
