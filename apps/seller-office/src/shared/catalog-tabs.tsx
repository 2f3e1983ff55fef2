import { OfficeTabs } from '../lib/office-tabs.tsx';
import { PATHS } from '../lib/paths.ts';

const TABS = [
  { to: PATHS.products, label: 'Produtos' },
  { to: PATHS.services, label: 'Serviços' },
  { to: PATHS.categories, label: 'Categorias' },
  { to: PATHS.catalogSpreadsheet, label: 'Planilha' },
  { to: PATHS.reviews, label: 'Avaliações' },
] as const;

/**
 * The catalog's own menu, on each of its screens: products, services, categories, the
 * spreadsheet (features/catalog-import), the reviews (features/reviews).
 */
export function CatalogTabs() {
  return <OfficeTabs label="Catálogo" tabs={TABS} />;
}
