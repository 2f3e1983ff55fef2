import type { ApiClient } from '@vitrine/api-client/client';
import { createContext, useContext, type ReactNode } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The API client of the app (the `/_api` proxy in the browser; a test's own in tests). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside <ApiProvider>');
  return client;
}
