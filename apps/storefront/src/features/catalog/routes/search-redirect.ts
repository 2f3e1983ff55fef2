import { redirect } from 'react-router';
import { searchPath } from '../../../lib/paths.ts';
import type { Route } from './+types/search-redirect';

/** The header's search form without JavaScript: /pesquisar?q=camisa → /pesquisar/camisa. */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return redirect(q ? searchPath(q) : '/');
}
