import { catalogImportQueryOptions } from '@vitrine/api-client/queries/get-catalog-import';
import { catalogImportRowsQueryOptions } from '@vitrine/api-client/queries/get-catalog-import-rows';
import { catalogImportsQueryOptions } from '@vitrine/api-client/queries/get-catalog-imports';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { IMPORT_PARAM, rowsView } from './import-param.ts';

/**
 * /vendedor/catalogo/planilha, a child of the /vendedor layout: export the catalog, import a
 * spreadsheet (check, confirm, progress). The import on screen is the URL's `importacao`, and
 * the page of its rows the URL's `linhas` and `pagina`, so a reload or a shared link shows the
 * same.
 */
export function catalogImportRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'catalogo/planilha',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const params = new URL(request.url).searchParams;
        const id = params.get(IMPORT_PARAM);
        const [, current] = await Promise.all([
          queryClient.ensureQueryData(catalogImportsQueryOptions(api)),
          id ? queryClient.ensureQueryData(catalogImportQueryOptions(api, id)) : null,
        ]);
        const view = current ? rowsView(current, params) : null;
        if (id && view) {
          await queryClient.ensureQueryData(
            catalogImportRowsQueryOptions(api, id, view.outcome, view.page),
          );
        }
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/catalog-spreadsheet-screen.tsx')).CatalogSpreadsheetScreen,
      },
    },
  ];
}
