import { catalogProductQueryOptions } from '@vitrine/api-client/queries/get-catalog-product';
import { catalogProductsQueryOptions } from '@vitrine/api-client/queries/get-catalog-products';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import { PATHS } from '../../lib/paths.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import type { CatalogKind } from './list-query.ts';

/**
 * /vendedor/catalogo/…, children of the /vendedor layout: the products' and services' lists,
 * their forms (new and edit), the categories. Loaders fill the queries the screens read; an
 * unknown or another store's product is the API's 404, drawn by the layout's ErrorPage.
 */
export function catalogRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  const list = (
    kind: CatalogKind,
    path: string,
    screen: () => Promise<RouteObject['Component']>,
  ) => ({
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      // The URL's reader brings the catalog's schemas: loaded with the list, not the app.
      const { catalogApiQuery, readCatalogView } = await import('./list-query.ts');
      const view = readCatalogView(new URL(request.url).searchParams);
      await Promise.all([
        queryClient.ensureQueryData(categoryTreeQueryOptions(api, kind)),
        queryClient.ensureQueryData(catalogProductsQueryOptions(api, catalogApiQuery(kind, view))),
      ]);
      return null;
    },
    shouldRevalidate: listShouldRevalidate,
    lazy: { Component: screen },
  });
  const form = (kind: CatalogKind, path: string) => [
    {
      path: `${path}/novo`,
      loader: async () => {
        await queryClient.ensureQueryData(categoryTreeQueryOptions(api, kind));
        return null;
      },
      lazy: {
        Component: async () =>
          kind === 'product'
            ? (await import('./screens/product-new-screen.tsx')).NewProductScreen
            : (await import('./screens/product-new-screen.tsx')).NewServiceScreen,
      },
    },
    {
      path: `${path}/:id`,
      loader: async ({ params }: LoaderFunctionArgs) => {
        await Promise.all([
          queryClient.ensureQueryData(categoryTreeQueryOptions(api, kind)),
          queryClient.ensureQueryData(catalogProductQueryOptions(api, params.id ?? '')),
        ]);
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/product-edit-screen.tsx')).EditProductScreen,
      },
    },
  ];
  return [
    { path: 'catalogo', loader: () => redirect(PATHS.products) },
    list(
      'product',
      'catalogo/produtos',
      async () => (await import('./screens/catalog-list-screen.tsx')).ProductListScreen,
    ),
    list(
      'service',
      'catalogo/servicos',
      async () => (await import('./screens/catalog-list-screen.tsx')).ServiceListScreen,
    ),
    ...form('product', 'catalogo/produtos'),
    ...form('service', 'catalogo/servicos'),
    {
      path: 'catalogo/categorias',
      loader: async () => {
        await Promise.all([
          queryClient.ensureQueryData(categoryTreeQueryOptions(api, 'product')),
          queryClient.ensureQueryData(categoryTreeQueryOptions(api, 'service')),
        ]);
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/categories-screen.tsx')).CategoriesScreen,
      },
    },
  ];
}
