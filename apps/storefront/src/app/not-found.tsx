import { data } from 'react-router';
import { ErrorPage, errorMeta } from './error-page.tsx';
import type { Route } from './+types/not-found';

/** Any path no route matches (spec §2): a 404 inside the store layout, loaders and all. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error }) => errorMeta(error);

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
