import { RETURN_PARAM, safeReturnPath } from '@vitrine/session/return-path';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/paths.ts';

/**
 * Where a login leads: the seller page that sent the seller here (`?voltar=`, this site's
 * panel only), or the panel's home. Never a sign-in screen (`voltar` = the logout would log
 * the seller straight out again).
 */
export function returnTarget(search: URLSearchParams): string {
  const back = safeReturnPath(search.get(RETURN_PARAM));
  if (!back) return HOME_PATH;
  const { pathname } = new URL(back, 'http://vitrine.invalid');
  const inPanel = pathname === HOME_PATH || pathname.startsWith(`${HOME_PATH}/`);
  const signIn = pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
  return inPanel && !signIn ? back : HOME_PATH;
}
