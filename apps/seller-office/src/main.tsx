import '@vitrine/ui/tokens.css';
import '@vitrine/ui/button.css';
import '@vitrine/ui/field.css';
import './app/office.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { browserApiClient } from './lib/browser-api.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App api={browserApiClient()} queryClient={createQueryClient()} />
  </StrictMode>,
);
