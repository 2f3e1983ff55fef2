import { catalogImportQueryOptions } from '@vitrine/api-client/queries/get-catalog-import';
import { catalogImportsQueryOptions } from '@vitrine/api-client/queries/get-catalog-imports';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { IMPORT_PARAM } from './import-param.ts';

/**
 * /vendedor/catalogo/planilha, a child of the /vendedor layout: export the catalog, import a
 * spreadsheet (check, confirm, progress). The import on screen is the URL's `importacao`, so a
 * reload or a shared link shows the same one.
 */
export function catalogImportRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'catalogo/planilha',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const id = new URL(request.url).searchParams.get(IMPORT_PARAM);
        await Promise.all([
          queryClient.ensureQueryData(catalogImportsQueryOptions(api)),
          id ? queryClient.ensureQueryData(catalogImportQueryOptions(api, id)) : null,
        ]);
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/catalog-spreadsheet-screen.tsx')).CatalogSpreadsheetScreen,
      },
    },
  ];
}
