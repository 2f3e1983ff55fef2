import { orderQueryKey, saleQueryKey } from './query-keys.ts';

// The NF-e's keys, apart from query-keys.ts: that module is in every first load (the
// storefront's public pages, the office's shell) and these are read on screens loaded later.

/** The sale's NF-e: under the sale, so a status move (which refreshes the sales) reads it again. */
export const saleInvoiceQueryKey = (code: string) => [...saleQueryKey(code), 'invoice'] as const;
/** The order's NF-e as its shopper sees it (once authorised). */
export const orderInvoiceQueryKey = (code: string) => [...orderQueryKey(code), 'invoice'] as const;
