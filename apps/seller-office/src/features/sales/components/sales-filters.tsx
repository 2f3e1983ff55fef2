import { DATE_RANGE } from '@vitrine/contract/common';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, paymentMethodSchema } from '@vitrine/contract/orders';
import { AWAITING_SHIPMENT, AWAITING_SHIPMENT_LABEL } from '@vitrine/contract/sales';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { FilterBar, optionalText, useFilterDraft } from '../../../lib/filter-bar.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PAYMENT_METHOD_LABELS } from '@vitrine/contract/orders';
import type { ListFilters } from '../list-query.ts';
import { listMessages as t } from '../messages.ts';

type Props = {
  filters: ListFilters;
  /** A new set of filters: the list goes back to its first page. */
  onApply: (filters: ListFilters) => void;
};

type Draft = Record<keyof ListFilters, string>;
const draftOf = (filters: ListFilters): Draft => ({
  status: filters.status ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
  payment_method: filters.payment_method ?? '',
  q: filters.q ?? '',
});

/**
 * The list's filters (spec §2 minhas-vendas). Applied together by "Filtrar" (Enter in any
 * field), so a half-typed date or search never reloads the list. When the URL's filters change
 * (back/forward, "Limpar filtros") the fields follow them, and focus stays where it was.
 */
export function SalesFilters({ filters, onApply }: Props) {
  const [rangeError, setRangeError] = useState(false);
  const { draft, bind } = useFilterDraft(draftOf(filters));

  function submit() {
    const next = {
      status: optionalText(draft.status),
      from: optionalText(draft.from),
      to: optionalText(draft.to),
      payment_method: optionalText(draft.payment_method),
      q: optionalText(draft.q),
    } as ListFilters;
    if (next.from && next.to && next.from > next.to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply(next);
  }

  return (
    <FilterBar
      label={t.filters}
      applyLabel={t.apply}
      clearLabel={t.clear}
      clearHref={PATHS.sales}
      onSubmit={submit}
    >
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="sales-status">
          {t.status}
        </label>
        <select id="sales-status" className="office-select" {...bind('status')}>
          <option value="">{t.anyStatus}</option>
          <option value={AWAITING_SHIPMENT}>{AWAITING_SHIPMENT_LABEL}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="sales-from"
        type="date"
        label={t.from}
        min={DATE_RANGE.from}
        max={DATE_RANGE.to}
        {...bind('from')}
        error={rangeError ? t.rangeError : undefined}
      />
      <TextField
        id="sales-to"
        type="date"
        label={t.to}
        min={DATE_RANGE.from}
        max={DATE_RANGE.to}
        {...bind('to')}
      />
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="sales-method">
          {t.method}
        </label>
        <select id="sales-method" className="office-select" {...bind('payment_method')}>
          <option value="">{t.anyMethod}</option>
          {paymentMethodSchema.options.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="sales-q"
        type="search"
        label={t.search}
        hint={t.searchHint}
        maxLength={120}
        {...bind('q')}
        className="filter-bar__wide"
      />
    </FilterBar>
  );
}
