import { useSessionAccount } from '@vitrine/session/react';

/** The logged customer in the browser (undefined until known, null when logged out). */
export function useCustomer() {
  return useSessionAccount('customer');
}
