import type { FacetName, Facets } from '@vitrine/contract/shelf';
import { useEffect, useMemo, useRef } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { FACET_PARAMS, IN_STOCK_PARAM, IN_STOCK_VALUE } from '../facet-params.ts';
import { shelfMessages } from '../shelf-messages.ts';

const t = shelfMessages.facets;
const GROUPS: FacetName[] = ['category', 'size', 'color', 'brand', 'price'];

type Props = {
  facets: Facets;
  /** Parameters the form sends back unchanged (the order, the search's own words). */
  keep: [string, string][];
  /** The listing without any facet ("Limpar filtros"); null when nothing is filtered. */
  clearTo: string | null;
  /** Facets not worth offering here (a category page of a leaf has one category). */
  hide?: FacetName[];
};

/**
 * The facets as a GET form of checkboxes, so the filters are in the URL and work without
 * JavaScript ("Aplicar filtros" reloads the page, whose heading says how many were found).
 * With it, a tick submits at once, as a client navigation that keeps focus on the box; the
 * page's live region then says the new count. A new filter starts again from page 1.
 * Closed in the HTML: on a phone they wait behind "Filtrar", so the keyboard reaches the first
 * product without passing every box; beside the results (shelf.css) they show open.
 */
export function FacetPanel({ facets, keep, clearTo, hide = [] }: Props) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const selected = useSelectedKeys(facets);
  // The URL's filters, when they change by other means (back, forward, "Limpar filtros"):
  // the same boxes, not new ones, so the one the shopper just ticked keeps its focus.
  useEffect(() => {
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ??
      []) {
      box.checked = selected.has(`${box.name}=${box.value}`);
    }
  }, [selected]);
  const groups = GROUPS.filter((group) => !hide.includes(group) && facets[group].length > 0);
  return (
    <details className="facets">
      <summary>{t.title}</summary>
      <Form
        ref={form}
        method="get"
        preventScrollReset
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {groups.map((group) => (
          <fieldset key={group}>
            <legend>{t.groups[group]}</legend>
            <ul>
              {facets[group].map((value) => (
                <li key={value.value}>
                  <label>
                    <input
                      type="checkbox"
                      name={FACET_PARAMS[group]}
                      value={value.value}
                      defaultChecked={value.selected}
                    />
                    <span>
                      {group === 'price' ? t.price(value.value) : value.label}{' '}
                      <span className="facets__count">({value.count})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <fieldset>
          <legend className="visually-hidden">{t.inStock}</legend>
          <label>
            <input
              type="checkbox"
              name={IN_STOCK_PARAM}
              value={IN_STOCK_VALUE}
              defaultChecked={facets.in_stock.selected}
            />
            <span>
              {t.inStock} <span className="facets__count">({facets.in_stock.count})</span>
            </span>
          </label>
        </fieldset>
        <div className="facets__actions">
          <button type="submit" className="facets__apply">
            {t.apply}
          </button>
          {clearTo && (
            <Link className="facets__clear" to={clearTo} preventScrollReset>
              {t.clear}
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}

/** `cor=Azul`-style keys of what the answer says is selected, the same Set while unchanged. */
function useSelectedKeys(facets: Facets): Set<string> {
  const keys = GROUPS.flatMap((group) =>
    facets[group].filter((v) => v.selected).map((v) => `${FACET_PARAMS[group]}=${v.value}`),
  );
  if (facets.in_stock.selected) keys.push(`${IN_STOCK_PARAM}=${IN_STOCK_VALUE}`);
  const id = keys.sort().join('\n');
  return useMemo(() => new Set(id ? id.split('\n') : []), [id]);
}
