import { useQuery } from '@tanstack/react-query';
import { cartFreightQueryOptions } from '@vitrine/api-client/queries/get-cart-freight';
import type { FreightOption, FreightQuote } from '@vitrine/contract/freight';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { cartFreightMessages as t } from './messages.ts';

/** "Correios · chega em até 3 dias úteis"; pickup: where and when. */
function detailOf(option: FreightOption, pickup: FreightQuote['pickup']) {
  if (option.kind === 'pickup') return pickup ? t.pickupAt(pickup.address, pickup.hours) : '';
  const days = option.days_max === null ? t.noEstimate : t.days(option.days_max);
  return option.carrier ? `${option.carrier} · ${days}` : days;
}

/** Why a CEP has no quote, from the API's refusal (its code) or a failure to reach it. */
function reasonOf(error: unknown) {
  if (error instanceof Error && error.name === 'ApiError') {
    const code = (error as Error & { code?: string }).code ?? '';
    return t.errors[code] ?? error.message;
  }
  return t.failed;
}

/** The cheapest delivery (what the summary's "Frete" line says), pickup aside. */
export function cheapestDelivery(quote: FreightQuote): FreightOption | null {
  return quote.options.find((option) => option.kind !== 'pickup') ?? null;
}

/**
 * The cart's "Calcular frete": the options to the shopper's main address (the pay page's own
 * quote, `known`), or to a CEP typed here, for the whole cart — the same server quote the pay
 * page and the order use. `onQuote` tells the summary which quote it shows.
 */
export function CartFreight({
  known,
  onQuote,
}: {
  known: { cep: string; quote: FreightQuote } | null;
  onQuote: (quote: FreightQuote | null) => void;
}) {
  const api = useBrowserApi();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [editing, setEditing] = useState(known === null);
  const form = useForm<{ cep: string }>({ defaultValues: { cep: '' } });
  const asked = useQuery({
    ...cartFreightQueryOptions(api, typed ?? ''),
    enabled: typed !== null,
  });
  const cep = typed ?? known?.cep ?? null;
  const quote = typed !== null ? (asked.data ?? null) : (known?.quote ?? null);
  const error = typed !== null && asked.isError ? reasonOf(asked.error) : null;

  const onSubmit = form.handleSubmit(({ cep: value }) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 8) {
      form.setError('cep', { message: t.invalidCep }, { shouldFocus: true });
      return;
    }
    setTyped(digits);
    setEditing(false);
  });

  // The summary's "Frete" line follows what is listed here.
  const shown = error ? null : quote;
  useEffect(() => onQuote(shown), [shown, onQuote]);

  return (
    <section className="cart-freight" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cart-freight__title">
        {t.title}
      </h3>
      {editing || cep === null ? (
        <form className="cart-freight__form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t.cep}
            inputMode="numeric"
            autoComplete="postal-code"
            mask={CEP_MASK}
            error={form.formState.errors.cep?.message}
            className="cart-freight__cep"
            {...form.register('cep')}
          />
          <Button type="submit" variant="secondary">
            {t.submit}
          </Button>
          <a
            className="cart-freight__find"
            href={t.findCepUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.findCep} <span className="visually-hidden">{t.newTab}</span>
          </a>
        </form>
      ) : (
        <p className="cart-freight__to">
          {t.to(applyMask(cep, CEP_MASK))}{' '}
          <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
            {t.change}
          </Button>
        </p>
      )}
      <div aria-live="polite" aria-busy={asked.isFetching || undefined}>
        {asked.isFetching && typed !== null && <p>{t.submitting}</p>}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {shown && !editing && (
          <>
            {shown.carrier_unavailable && (
              <p className="cart-freight__note">{t.carrierUnavailable}</p>
            )}
            <ul className="cart-freight__options">
              {shown.options.map((option) => (
                <li key={option.id} className="cart-freight__option">
                  <span className="cart-freight__name">{option.name}</span>
                  <span className="cart-freight__price">
                    {option.price === 0 ? t.free : formatBRL(option.price)}
                  </span>
                  <span className="cart-freight__detail">{detailOf(option, shown.pickup)}</span>
                </li>
              ))}
            </ul>
            {shown.free_shipping && (
              <p className="cart-freight__note">
                {shown.free_shipping.free
                  ? t.freeReached
                  : t.freeMissing(formatBRL(shown.free_shipping.missing))}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
