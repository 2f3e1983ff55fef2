import { loginPathFor } from '@vitrine/session/return-path';
import { Form, Link, useLocation } from 'react-router';
import { LOGIN_PATH, LOGOUT_PATH } from '../../../lib/paths.ts';
import { authMessages as t } from '../messages.ts';
import { useCustomer } from '../session.ts';

/**
 * The header's account corner. The server renders "Entrar" for everyone (public pages are one
 * cacheable HTML); the logged customer shows once the browser knows who it is.
 */
export function AccountLinks({ className }: { className: string }) {
  const customer = useCustomer();
  const location = useLocation();
  if (!customer) {
    return (
      <Link
        to={loginPathFor(LOGIN_PATH, location.pathname + location.search)}
        className={className}
      >
        {t.header.login}
      </Link>
    );
  }
  return (
    <>
      <span className={className}>{t.header.greeting(customer.first_name)}</span>
      <Form method="post" action={LOGOUT_PATH}>
        <button type="submit" className={`${className} site-header__logout`}>
          {t.header.logout}
        </button>
      </Form>
    </>
  );
}
