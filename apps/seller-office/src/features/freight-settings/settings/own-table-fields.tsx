import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { PATHS } from '../../../lib/paths.ts';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';

/** The store's own table on or off; it is edited on its own screen. */
export function OwnTableFields({ rows }: { rows: number }) {
  const { register, formState } = useFormContext<FreightFormValues>();
  const error = formState.errors.own_table?.enabled?.message;
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.ownTable}</legend>
      <label className="freight-form__check">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'own-table-error' : undefined}
          {...register('own_table.enabled')}
        />
        {t.ownTableEnabled}
      </label>
      {error && (
        <p id="own-table-error" className="freight-form__error">
          {error}
        </p>
      )}
      <p className="office-hint">{t.ownTableRows(rows)}</p>
      <p>
        <Link to={PATHS.freightTable}>{t.editTable}</Link>
      </p>
    </fieldset>
  );
}
