import { loginPathFor } from '@vitrine/session/return-path';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { headerMessages as t } from '../header-messages.ts';
import { useCustomer } from '../../../lib/use-customer.ts';
import { Greeting } from './greeting.tsx';

// The modal (Radix, the form, react-hook-form, zod) loads when wanted, not with every page.
const loadDialog = () => import('./login-dialog.tsx');
const LoginDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog();
// The logged customer's menu, likewise: only a page whose shopper is logged in fetches it.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** A plain click: one with a modifier key (a new tab, a new window) stays the link's. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's account corner. The server renders "Entrar" for everyone (public pages are one
 * cacheable HTML); the logged customer's menu ("Olá, Joana") shows once the browser knows who
 * it is. "Entrar" opens
 * the login modal (spec §3 login modal flag) once the page's script runs; before that, and on
 * the sign-in screens themselves, it is the link to /login.
 */
export function AccountLinks({ className }: { className: string }) {
  const customer = useCustomer();
  const location = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  const onSignInScreen =
    location.pathname === LOGIN_PATH || location.pathname.startsWith(`${LOGIN_PATH}/`);
  // A link in the modal ("Criar conta", "Esqueci minha senha") leads to another page: close it.
  useEffect(() => setModalOpen(false), [location.pathname]);

  return (
    <>
      {customer ? (
        // While the menu's code arrives, the greeting it will open from, in its place.
        <Suspense
          fallback={
            <span className={`${className} site-header__account`}>
              <Greeting firstName={customer.first_name} />
            </span>
          }
        >
          <AccountMenu firstName={customer.first_name} className={className} />
        </Suspense>
      ) : (
        <Link
          to={loginPathFor(LOGIN_PATH, location.pathname + location.search)}
          className={className}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={(event) => {
            if (onSignInScreen || !isPlainClick(event)) return;
            event.preventDefault();
            setModalOpen(true);
          }}
        >
          {t.login}
        </Link>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
