import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../lib/api-context.tsx';
import { makeQueryClient } from '../lib/query-client.ts';

/**
 * Query cache and API client: one per server render, one per browser tab. Atoms (jotai) use
 * the default store: they are only ever written in the browser.
 */
export function Providers({
  storeId,
  children,
}: {
  storeId: string | undefined;
  children: ReactNode;
}) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider storeId={storeId}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
