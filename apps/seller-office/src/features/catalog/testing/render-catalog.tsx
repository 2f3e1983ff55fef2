import { renderRoutes } from '../../../testing/render-routes.tsx';
import { catalogRoutes } from '../routes.ts';

/** The catalog routes as the app mounts them, against the loopback API at `apiBase`. */
export function renderCatalog(path: string, apiBase: string) {
  return renderRoutes(catalogRoutes, path, apiBase);
}
