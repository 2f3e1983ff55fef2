import { OfficeTabs } from '../../../lib/office-tabs.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { catalogMessages as t } from '../messages.ts';

const TABS = [
  { to: PATHS.products, label: t.products },
  { to: PATHS.services, label: t.services },
  { to: PATHS.categories, label: t.categories },
  { to: PATHS.catalogSpreadsheet, label: t.spreadsheet },
] as const;

/** The catalog's own menu, on each of its screens: products, services, categories, CSV. */
export function CatalogTabs() {
  return <OfficeTabs label={t.section} tabs={TABS} />;
}
