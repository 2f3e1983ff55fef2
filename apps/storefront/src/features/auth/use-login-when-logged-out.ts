import { loginPathFor } from '@vitrine/session/return-path';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { LOGIN_PATH } from '../../lib/paths.ts';
import { useCustomer } from '../../lib/use-customer.ts';

/**
 * spec §2 "buyer login required", for a screen already open: when its session ends (logged out
 * in another tab, revoked from another device, expired), the screen goes to the login,
 * remembering the page, as the server's guard sends a request without a session.
 */
export function useLoginWhenLoggedOut() {
  const customer = useCustomer();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A navigation under way (the "Sair" button's own) is answered by the server: let it land.
    if (customer !== null || navigation.state !== 'idle') return;
    void navigate(loginPathFor(LOGIN_PATH, `${pathname}${search}`), { replace: true });
  }, [customer, navigation.state, pathname, search, navigate]);
}
