import { startLoader } from '../../../lib/loader.server.ts';
import { contentPageOptions } from '../api/content-page.server.ts';
import type { Route } from './+types/content-page-data';

/**
 * A content page as JSON, its HTML sanitised: the browser's way to refetch what the content
 * route's loader sent (api/page-query.ts), since the browser must not get the raw HTML.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  return Response.json(
    await loader.ensureQueryData(contentPageOptions(loader.client, params.slug)),
  );
}
