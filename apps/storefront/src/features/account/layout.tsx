import { Form, NavLink, Outlet } from 'react-router';
import { useCustomerAreaAccount } from '../../lib/customer-area.ts';
import { LOGOUT_PATH } from '../../lib/paths.ts';
import { accountLayoutMessages as t } from './layout-messages.ts';
import {
  ADDRESSES_PATH,
  DEVICES_PATH,
  FAVOURITES_PATH,
  MY_DATA_PATH,
  ORDERS_PATH,
  PASSWORD_PATH,
  PREFERENCES_PATH,
} from './layout-paths.ts';
import './layout.css';

const SECTIONS = [
  { to: MY_DATA_PATH, label: t.sections.myData },
  { to: ADDRESSES_PATH, label: t.sections.addresses },
  { to: ORDERS_PATH, label: t.sections.orders },
  { to: FAVOURITES_PATH, label: t.sections.favourites },
  { to: PASSWORD_PATH, label: t.sections.password },
  { to: DEVICES_PATH, label: t.sections.devices },
  { to: PREFERENCES_PATH, label: t.sections.preferences },
] as const;

/**
 * spec §2 /minha-conta/*: the shopper's name, the menu of the account's sections and "Sair".
 * The customer-area layout above has already checked the session on the server; its loader
 * data carries the logged account.
 */
export default function AccountLayout() {
  const account = useCustomerAreaAccount();
  return (
    <div className="account">
      <aside className="account__aside">
        {account && (
          <p className="account__name">
            {t.greeting(`${account.first_name} ${account.last_name}`)}
          </p>
        )}
        <nav className="account__menu" aria-label={t.menuLabel}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>{section.label}</NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action={LOGOUT_PATH}>
                <button type="submit" className="account__logout">
                  {t.logout}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="account__screen">
        <Outlet />
      </div>
    </div>
  );
}
