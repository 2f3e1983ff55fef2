import { Menu, MenuAction, MenuLink, MenuSeparator } from '@vitrine/ui/menu';
import { Link, useSubmit } from 'react-router';
import { ACCOUNT_PATH, ADDRESSES_PATH, LOGOUT_PATH, ORDERS_PATH } from '../../../lib/paths.ts';
import { headerMessages as t } from '../header-messages.ts';
import { Greeting } from './greeting.tsx';

/**
 * The logged customer's menu in the header: "Olá, Joana" opens Minha conta, Meus pedidos, Meus
 * endereços and Sair, so the orders and their tracking codes are a click away from any page.
 * Loaded once the browser knows a customer is logged in (AccountLinks): the menu's code (Radix's
 * menu and its positioning) is no part of the public pages' first download.
 */
export default function AccountMenu({
  firstName,
  className,
}: {
  firstName: string;
  className: string;
}) {
  const submit = useSubmit();
  return (
    <Menu
      triggerClassName={`${className} site-header__account`}
      trigger={
        <>
          <Greeting firstName={firstName} />
          <span className="site-header__chevron" aria-hidden="true" />
        </>
      }
    >
      <MenuLink>
        <Link to={ACCOUNT_PATH}>{t.menu.account}</Link>
      </MenuLink>
      <MenuLink>
        <Link to={ORDERS_PATH}>{t.menu.orders}</Link>
      </MenuLink>
      <MenuLink>
        <Link to={ADDRESSES_PATH}>{t.menu.addresses}</Link>
      </MenuLink>
      <MenuSeparator />
      {/* The same post as the account area's "Sair" (/login/logout's action, same origin). */}
      <MenuAction onSelect={() => void submit(null, { method: 'post', action: LOGOUT_PATH })}>
        {t.logout}
      </MenuAction>
    </Menu>
  );
}
