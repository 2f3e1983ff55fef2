import type { LoggedAccount } from '@vitrine/contract/auth';
import { useRouteLoaderData } from 'react-router';

/**
 * The customer-area layout (routes.ts: every "buyer login required" route sits in it) checks
 * the session on the server; the screens inside read the logged account from its loader data
 * by this route id. Its loader's answer must keep this shape.
 */
export const CUSTOMER_AREA_ROUTE_ID = 'features/auth/routes/customer-area';

export type CustomerAreaData = { account: LoggedAccount };

/** The logged account the customer-area layout checked (undefined outside that layout). */
export function useCustomerAreaAccount(): LoggedAccount | undefined {
  return useRouteLoaderData<CustomerAreaData>(CUSTOMER_AREA_ROUTE_ID)?.account;
}
