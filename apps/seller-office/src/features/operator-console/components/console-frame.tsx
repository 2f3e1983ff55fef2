import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '@vitrine/session/browser';
import { sessionQueryKey, useSessionAccount } from '@vitrine/session/react';
import { loginPathFor } from '@vitrine/session/return-path';
import { Button } from '@vitrine/ui/button';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { frameMessages as t } from '../messages.ts';
import { LOGGED_OUT_PARAM } from '../../../shared/sign-in-frame.tsx';
import '../console.css';

/**
 * Every console screen's frame: the console's name, the operator and "Sair". A session that
 * ends elsewhere (another tab, expired: @vitrine/session watches it) leaves at once for the
 * sign-in, remembering the page.
 */
export function ConsoleFrame() {
  const operator = useSessionAccount('operator');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (operator !== null || leaving || navigation.state !== 'idle') return;
    void navigate(loginPathFor(CONSOLE_PATHS.login, `${pathname}${search}`), { replace: true });
  }, [operator, leaving, navigation.state, pathname, search, navigate]);

  async function leave() {
    setLeaving(true);
    const ended = await logOut();
    queryClient.removeQueries({ queryKey: ['operator'] });
    queryClient.setQueryData(sessionQueryKey('operator'), null);
    await navigate(`${CONSOLE_PATHS.login}?${LOGGED_OUT_PARAM}=${ended ? '1' : '0'}`, {
      replace: true,
    });
  }

  return (
    <div className="office">
      <a className="office__skip" href="#conteudo">
        {t.skip}
      </a>
      <header className="office__header console__header">
        <p className="office__store">
          <Link to={CONSOLE_PATHS.home} className="console__brand">
            {t.brand}
          </Link>{' '}
          <span className="office__tag">{t.tag}</span>
        </p>
        <div className="console__who">
          {operator && (
            <span>
              {operator.first_name} {operator.last_name}
            </span>
          )}
          <Button variant="secondary" size="sm" loading={leaving} onClick={() => void leave()}>
            {t.logOut}
          </Button>
        </div>
      </header>
      <main id="conteudo" className="office__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
