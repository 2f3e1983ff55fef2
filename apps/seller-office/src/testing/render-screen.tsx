import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createApiClient } from '@vitrine/api-client/client';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '../lib/api-context.tsx';

/**
 * A screen's piece as the app runs it: a QueryClient of its own, the real API client (pointed
 * at a test's loopback server), a router for its links. Returns the router to read where it went.
 */
export function renderScreen(ui: ReactNode, { apiBase = 'http://127.0.0.1:9' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ apiBase });
  const router = createMemoryRouter([
    { path: '*', element: <Suspense fallback={null}>{ui}</Suspense> },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
