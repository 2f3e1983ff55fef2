import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { listingMessages } from '../listing-messages.ts';
import { SORT_PARAM, SORTS, type SortParam } from '../search-params.ts';

const t = listingMessages.search;

/**
 * The results' order, in the URL; a new order starts again from page 1. `keep`: parameters
 * sent back unchanged (the facets picked), as hidden fields.
 */
export function SortForm({ sort, keep = [] }: { sort: SortParam; keep?: [string, string][] }) {
  const submit = useSubmit();
  // The URL's order, when it changes by other means (back, forward). The same select, not a
  // new one (as a `key` would make): the shopper who just picked an order keeps focus on it.
  // Only a change of the URL's order moves it: at hydration the select keeps what a shopper
  // quick enough to pick before the script ran chose (React replays that change afterwards).
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(sort);
  useEffect(() => {
    if (shown.current === sort) return;
    shown.current = sort;
    if (select.current) select.current.value = sort;
  }, [sort]);
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="ordem">{t.sort}</label>
      <select
        ref={select}
        id="ordem"
        name={SORT_PARAM}
        defaultValue={sort}
        onChange={(event) =>
          submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
        }
      >
        {(Object.keys(SORTS) as SortParam[]).map((value) => (
          <option key={value} value={value}>
            {t.sorts[value]}
          </option>
        ))}
      </select>
      <button type="submit" className="sort-form__apply">
        {t.apply}
      </button>
    </Form>
  );
}
