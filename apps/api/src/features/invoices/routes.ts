import type { Feature } from '../../http/context.ts';

/**
 * The NF-e of the stores' paid orders (README "Invoices (NF-e) through Focus NFe"). Nothing answers here yet: the
 * fiscal provider (provider.ts, focus-nfe/) is ready for the issuing job and for Focus NFe's
 * webhook route, which will be registered from this function.
 */
export const registerInvoices: Feature = () => {};
