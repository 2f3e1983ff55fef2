import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '@vitrine/session/browser';
import { sessionQueryKey } from '@vitrine/session/react';
import { FullPageLoader } from '@vitrine/ui/full-page-loader';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { authMessages } from '../messages.ts';
import { LOGGED_OUT_PARAM } from '../../../shared/sign-in-frame.tsx';

const t = authMessages.logout;

/**
 * spec §2 /vendedor/login/logout, §4, §8: the office's server ends the session on the API
 * (POST /api/sellers/logout with the bearer: true on success, false on failure) and clears the
 * cookie either way; then the login says which of the two happened. Without a token the server
 * never sends this page (it redirects to /login).
 *
 * The call runs here, once the panel's frame is gone, rather than in a loader: the frame
 * follows the session and would send the seller to the login (remembering the page) the moment
 * it ended, overtaking this screen's own way there.
 */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useTitle(t.title);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut().then(async (ended) => {
      queryClient.removeQueries({ queryKey: ['seller'] });
      queryClient.setQueryData(sessionQueryKey('seller'), null);
      await navigate(`${LOGIN_PATH}?${LOGGED_OUT_PARAM}=${ended ? '1' : '0'}`, { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <main id="conteudo">
      <VisuallyHidden asChild>
        <h1>{t.title}</h1>
      </VisuallyHidden>
      <FullPageLoader enabled label={t.leaving} />
    </main>
  );
}
