import { DATE_RANGE } from '@vitrine/contract/common';
import { OPERATOR_STORE_STATES, OPERATOR_STORE_STATE_LABELS } from '@vitrine/contract/operators';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { FilterBar, optionalText, useFilterDraft } from '../../../lib/filter-bar.tsx';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { DEFAULT_SORT, type StoresFilters, type StoresSort } from '../list-query.ts';
import { listMessages as t } from '../messages.ts';

type Props = {
  filters: StoresFilters;
  /** A new set of filters (and order): the list goes back to its first page. */
  onApply: (filters: StoresFilters) => void;
};

const SORTS = Object.keys(t.sorts) as StoresSort[];

/**
 * The stores list's search, state, creation days and order, applied together by "Filtrar"
 * (Enter in any field): a half-typed search or date never reloads the list.
 */
export function StoreFilters({ filters, onApply }: Props) {
  const [rangeError, setRangeError] = useState(false);
  const { draft, bind } = useFilterDraft(
    {
      q: filters.q ?? '',
      state: filters.state ?? '',
      created_from: filters.created_from ?? '',
      created_to: filters.created_to ?? '',
      sort: filters.sort,
    },
    'console-stores',
  );

  function submit() {
    const next = {
      q: optionalText(draft.q),
      state: optionalText(draft.state),
      created_from: optionalText(draft.created_from),
      created_to: optionalText(draft.created_to),
      sort: (draft.sort || DEFAULT_SORT) as StoresSort,
    } as StoresFilters;
    const reversed = next.created_from && next.created_to && next.created_from > next.created_to;
    setRangeError(Boolean(reversed));
    if (!reversed) onApply(next);
  }

  return (
    <FilterBar
      label={t.filters}
      applyLabel={t.apply}
      clearLabel={t.clear}
      clearHref={CONSOLE_PATHS.home}
      onSubmit={submit}
    >
      <TextField
        type="search"
        label={t.search}
        hint={t.searchHint}
        maxLength={120}
        {...bind('q')}
        className="filter-bar__wide"
      />
      <SelectField label={t.state} {...bind('state')}>
        <option value="">{t.anyState}</option>
        {OPERATOR_STORE_STATES.map((state) => (
          <option key={state} value={state}>
            {OPERATOR_STORE_STATE_LABELS[state]}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t.from}
        min={DATE_RANGE.from}
        max={DATE_RANGE.to}
        {...bind('created_from')}
        error={rangeError ? t.rangeError : undefined}
      />
      <TextField
        type="date"
        label={t.to}
        min={DATE_RANGE.from}
        max={DATE_RANGE.to}
        {...bind('created_to')}
      />
      <SelectField label={t.sort} {...bind('sort')}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t.sorts[sort]}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}
