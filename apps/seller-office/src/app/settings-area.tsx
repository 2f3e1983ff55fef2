import { NavLink, Outlet } from 'react-router';
import { PATHS } from '../lib/paths.ts';

/**
 * The store's settings, one tab each. The others a store sets (identity, banners, pages,
 * coupons, team) take their place in this list as they come; each tab is a feature folder.
 */
const TABS = [
  { to: PATHS.paymentRules, label: 'Pagamentos' },
  { to: PATHS.storeHistory, label: 'Histórico' },
] as const;

/** /vendedor/configuracoes/…: the settings' own menu above the screen. */
export function SettingsArea() {
  return (
    <div className="office-page">
      <nav aria-label="Configurações da loja" className="office-tabs">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
