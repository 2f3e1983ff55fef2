import type { LoggedAccount } from '@vitrine/contract/auth';
import { RETURN_PARAM, safeReturnPath } from '@vitrine/session/return-path';
import { fetchSessionAccount } from '@vitrine/session/browser';
import { sessionQueryKey } from '@vitrine/session/react';
import { CONSOLE_PATHS } from '../../lib/paths.ts';

/** The operator the console's server validates from the HttpOnly cookie (validate_operator). */
export const operatorSessionQuery = {
  queryKey: sessionQueryKey('operator'),
  queryFn: (): Promise<LoggedAccount | null> => fetchSessionAccount('operator'),
  staleTime: Infinity,
};

/**
 * Where a sign-in leads: the console's page that sent the operator here (`?voltar=`), or the
 * stores. Never the sign-in itself.
 */
export function consoleReturnTarget(search: URLSearchParams): string {
  const back = safeReturnPath(search.get(RETURN_PARAM));
  if (!back) return CONSOLE_PATHS.home;
  const { pathname } = new URL(back, 'http://vitrine.invalid');
  const inConsole =
    pathname === CONSOLE_PATHS.home || pathname.startsWith(`${CONSOLE_PATHS.home}/`);
  return inConsole && !pathname.startsWith(CONSOLE_PATHS.login) ? back : CONSOLE_PATHS.home;
}
