import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client/client';
import { Toaster } from '@vitrine/ui/toast';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '../lib/api-context.tsx';
import { officeRoutes, type AppArea } from '../routes.tsx';
import { FullPageLoader } from '@vitrine/ui/full-page-loader';

/**
 * The seller office (or, on the platform's host, the operators' console: `areas`): one
 * QueryClient, one API client (the `/_api` proxy), one router.
 */
export function App({
  api,
  queryClient,
  areas,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  areas?: readonly AppArea[];
}) {
  const [router] = useState(() => createBrowserRouter(officeRoutes({ api, queryClient }, areas)));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
        <Toaster />
      </ApiProvider>
    </QueryClientProvider>
  );
}

/** While the first route's data loads (data routers render nothing until then). */
export function BootFallback() {
  return <FullPageLoader enabled label="Abrindo o painel…" />;
}
