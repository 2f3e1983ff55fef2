import { renderRoutes } from '../../../testing/render-routes.tsx';
import { salesRoutes } from '../routes.ts';

/** The sales routes as the app mounts them, against the loopback API at `apiBase`. */
export function renderSales(path: string, apiBase: string) {
  return renderRoutes(salesRoutes, path, apiBase);
}
