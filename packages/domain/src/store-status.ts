// Where a store is in its life: a new store is a `draft` until its owner opens it; an open store
// may be `paused` (no new orders, a message to shoppers) and reopened; a `closed` store keeps
// its data and its slug for the time the privacy notice says, and sells nothing again.
export const STORE_STATUSES = ['draft', 'open', 'paused', 'closed'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Only an open store takes orders: shoppers of any other see no way to buy. */
export const storeTakesOrders = (status: StoreStatus) => status === 'open';
