import { Outlet } from 'react-router';
import { OfficeTabs } from '../lib/office-tabs.tsx';
import { PATHS } from '../lib/paths.ts';

/**
 * The store's settings, one tab each. The others a store sets take their place in this list as they come; each tab is a feature folder.
 */
const TABS = [
  { to: PATHS.paymentRules, label: 'Pagamentos' },
  { to: PATHS.paymentProviders, label: 'Contas de recebimento' },
  { to: PATHS.identity, label: 'Identidade' },
  { to: PATHS.legalData, label: 'Dados legais' },
  { to: PATHS.invoices, label: 'Notas fiscais' },
  { to: PATHS.domains, label: 'Domínio' },
  { to: PATHS.freight, label: 'Frete' },
  { to: PATHS.whatsapp, label: 'WhatsApp' },
  { to: PATHS.storePages, label: 'Páginas' },
  { to: PATHS.banners, label: 'Banners' },
  { to: PATHS.storeHistory, label: 'Histórico' },
] as const;

/** /vendedor/configuracoes/…: the settings' own menu above the screen. */
export function SettingsArea() {
  return (
    <div className="office-page">
      <OfficeTabs label="Configurações da loja" tabs={TABS} />
      <Outlet />
    </div>
  );
}
