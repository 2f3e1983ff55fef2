import { Button } from '@vitrine/ui/button';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import './list.css';

/** A field's text as a filter: blank is no filter. */
export const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The fields of a filter bar as typed, not yet applied: they follow the URL's filters when
 * those change (back/forward, "Limpar filtros"), and focus stays where it was. `bind` wires a
 * field (with the id `{idPrefix}-{name}` when given).
 */
export function useFilterDraft<D extends Record<string, string>>(fromUrl: D, idPrefix?: string) {
  const shown = JSON.stringify(fromUrl);
  const [draft, setDraft] = useState(fromUrl);
  const [draftOfView, setDraftOfView] = useState(shown);
  if (draftOfView !== shown) {
    setDraftOfView(shown);
    setDraft(fromUrl);
  }
  const bind = (name: keyof D & string) => ({
    ...(idPrefix ? { id: `${idPrefix}-${name}` } : {}),
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  return { draft, bind };
}

type Props = {
  label: string;
  applyLabel: string;
  clearLabel: string;
  clearHref: string;
  /** "Filtrar" (or Enter in a field): the fields apply together, never half-typed. */
  onSubmit: () => void;
  children: ReactNode;
};

/** A list's filters: a wrapping row of fields, then "Filtrar" and "Limpar filtros". */
export function FilterBar({ label, applyLabel, clearLabel, clearHref, onSubmit, children }: Props) {
  return (
    <form
      className="filter-bar office-card"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="filter-bar__actions">
        <Button type="submit">{applyLabel}</Button>
        <Link to={clearHref}>{clearLabel}</Link>
      </div>
    </form>
  );
}
