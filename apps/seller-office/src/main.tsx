import '@vitrine/ui/tokens.css';
import '@vitrine/ui/button.css';
import '@vitrine/ui/field.css';
import './app/office.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { browserApiClient } from './lib/browser-api.ts';
import { createQueryClient } from './lib/query-client.ts';
import type { AppArea } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The console's page is marked by the server, on the platform's host (server/pages.ts); Vite's
// dev server marks none and gets both apps.
const marked = root.dataset.area;
const areas: AppArea[] =
  marked === 'operator' ? ['operator'] : import.meta.env.DEV ? ['seller', 'operator'] : ['seller'];
createRoot(root).render(
  <StrictMode>
    <App api={browserApiClient()} queryClient={createQueryClient()} areas={areas} />
  </StrictMode>,
);
