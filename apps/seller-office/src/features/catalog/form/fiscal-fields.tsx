import { PRODUCT_ORIGINS } from '@vitrine/contract/fiscal-codes';
import { TextField } from '@vitrine/ui/text-field';
import { get, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './form-model.ts';
import { fiscalMessages as t } from './messages.ts';

type FiscalName = `fiscal.${'ncm' | 'cest' | 'cfop' | 'icms_code' | 'pis_cst' | 'cofins_cst'}`;

/**
 * NCM (masked), the goods' origin (the nine official descriptions), CEST, and in "Tributação"
 * the product's own CFOP and codes (blank: the store's). Goods only: services have none.
 */
export function FiscalFields() {
  const form = useFormContext<ProductFormValues>();
  const errorOf = (name: string) =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const text = (name: FiscalName, label: string, mask: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      mask={mask}
      inputMode="numeric"
      autoComplete="off"
      error={errorOf(name)}
      {...form.register(name)}
    />
  );
  const originError = errorOf('fiscal.origin');

  return (
    <section className="office-card product-form__section" aria-labelledby="product-fiscal">
      <h2 id="product-fiscal">{t.title}</h2>
      <p className="product-form__hint">{t.intro}</p>
      <div className="product-form__row">
        {text('fiscal.ncm', t.ncm, '####.##.##', t.ncmHint)}
        {text('fiscal.cest', t.cest, '##.###.##', t.cestHint)}
      </div>
      <div className="vt-field product-form__origin-field">
        <label className="vt-field__label" htmlFor="product-origin">
          {t.origin}
        </label>
        <select
          id="product-origin"
          className="office-select product-form__origin"
          aria-invalid={originError ? true : undefined}
          {...form.register('fiscal.origin', { setValueAs: (value: string) => Number(value) })}
        >
          {PRODUCT_ORIGINS.map((origin) => (
            <option key={origin.code} value={origin.code}>
              {origin.label}
            </option>
          ))}
        </select>
      </div>
      <details className="product-form__taxes">
        <summary>{t.taxes}</summary>
        <p className="product-form__hint">{t.taxesHint}</p>
        <div className="product-form__row">
          {text('fiscal.cfop', t.cfop, '#.###')}
          {text('fiscal.icms_code', t.icmsCode, '###')}
          {text('fiscal.pis_cst', t.pisCst, '##')}
          {text('fiscal.cofins_cst', t.cofinsCst, '##')}
        </div>
      </details>
    </section>
  );
}
