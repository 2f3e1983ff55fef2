import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { beforeHydration } from './lib/before-hydration.ts';

// React Router's own client entry (@react-router/dev's defaults/entry.client.tsx), once the
// lazily loaded parts in the server's HTML have their code (lib/before-hydration.ts); one that
// failed to load (offline for a moment) is left to React, as before.
void Promise.allSettled(beforeHydration).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
