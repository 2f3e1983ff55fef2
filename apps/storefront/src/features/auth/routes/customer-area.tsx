import { Outlet } from 'react-router';
import type { CustomerAreaData } from '../../../lib/customer-area.ts';
import { customerLoader } from '../../../lib/loader.server.ts';
import { useLoginWhenLoggedOut } from '../use-login-when-logged-out.ts';
import type { Route } from './+types/customer-area';

/**
 * spec §2: every "buyer login required" route (/finalizar-compra/*, /minha-conta/*) sits in this
 * layout. Its loader runs on the server on every navigation, so the check never trusts the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await customerLoader({ request, context });
  return { account } satisfies CustomerAreaData;
}

// A customer's own screens are theirs alone: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function CustomerArea() {
  // The loader checked the session when the page came; this follows it while the page stays.
  useLoginWhenLoggedOut();
  return <Outlet />;
}
