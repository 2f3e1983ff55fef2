import {
  CATALOG_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  STOCK_FILTERS,
} from '@vitrine/contract/catalog-office';
import type { CategoryNode } from '@vitrine/contract/catalog-categories';
import { TextField } from '@vitrine/ui/text-field';
import { FilterBar, optionalText, useFilterDraft } from '../../../lib/filter-bar.tsx';
import type { CatalogFilters as Filters, CatalogKind, CatalogView } from '../list-query.ts';
import { listMessages as t } from '../messages.ts';
import { CategoryOptions } from './category-options.tsx';

type Props = {
  kind: CatalogKind;
  view: CatalogView;
  categories: CategoryNode[];
  clearHref: string;
  /** New filters and order: the list goes back to its first page. */
  onApply: (next: Filters & Pick<CatalogView, 'sort'>) => void;
};

type Draft = Record<keyof Filters | 'sort', string>;
const draftOf = (view: CatalogView): Draft => ({
  q: view.q ?? '',
  status: view.status ?? '',
  category_id: view.category_id ?? '',
  stock: view.stock ?? '',
  sort: view.sort,
});

/**
 * The catalog's filters and order, applied together by "Filtrar" (Enter in the search), as the
 * sales list's are; the fields follow the URL on back/forward and "Limpar filtros".
 */
export function CatalogFilters({ kind, view, categories, clearHref, onApply }: Props) {
  const { draft, bind } = useFilterDraft(draftOf(view), 'catalog');

  return (
    <FilterBar
      label={t.filters}
      applyLabel={t.apply}
      clearLabel={t.clear}
      clearHref={clearHref}
      onSubmit={() =>
        onApply({
          q: optionalText(draft.q),
          status: optionalText(draft.status),
          category_id: optionalText(draft.category_id),
          stock: optionalText(draft.stock),
          sort: draft.sort,
        } as Filters & Pick<CatalogView, 'sort'>)
      }
    >
      <TextField
        type="search"
        label={t.search}
        hint={t.searchHint}
        maxLength={120}
        {...bind('q')}
      />
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="catalog-status">
          {t.status}
        </label>
        <select className="office-select" {...bind('status')}>
          <option value="">{t.anyStatus}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="catalog-category_id">
          {t.category}
        </label>
        <select className="office-select" {...bind('category_id')}>
          <option value="">{t.anyCategory}</option>
          <CategoryOptions departments={categories} />
        </select>
      </div>
      {kind === 'product' ? (
        <div className="vt-field">
          <label className="vt-field__label" htmlFor="catalog-stock">
            {t.stock}
          </label>
          <select className="office-select" {...bind('stock')}>
            <option value="">{t.anyStock}</option>
            {STOCK_FILTERS.map((stock) => (
              <option key={stock} value={stock}>
                {t.stockFilter[stock]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="catalog-sort">
          {t.sort}
        </label>
        <select className="office-select" {...bind('sort')}>
          {CATALOG_SORTS.filter((sort) => kind === 'product' || sort !== 'menor_estoque').map(
            (sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ),
          )}
        </select>
      </div>
    </FilterBar>
  );
}
