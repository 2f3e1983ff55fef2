import { useQuery } from '@tanstack/react-query';
import { cartFreightQueryOptions } from '@vitrine/api-client/queries/get-cart-freight';
import type { FreightOption, FreightQuote } from '@vitrine/contract/freight';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { ScriptForm, ScriptSubmit } from '@vitrine/ui/script-form';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { FreightOptions } from '../../../shared/freight/freight-options.tsx';
import { isCompleteCep, rememberCep } from '../../../shared/freight/last-cep.ts';
import {
  CORREIOS_CEP_FINDER,
  freightFailure,
  freightMessages,
} from '../../../shared/freight/messages.ts';
import '../../../shared/freight/freight.css';
import { cartFreightMessages as t } from './messages.ts';

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
  const [typed, setTyped] = useState<string | null>(null);
  const [editing, setEditing] = useState(known === null);
  const form = useForm<{ cep: string }>({ defaultValues: { cep: '' } });
  // The form and "Alterar" take each other's place: the focus goes with them, not to <body>.
  const swapped = useRef(false);
  const change = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    if (editing) form.setFocus('cep');
    else change.current?.focus();
  }, [editing, form]);
  const asked = useQuery({
    ...cartFreightQueryOptions(api, typed ?? ''),
    enabled: typed !== null,
  });
  const cep = typed ?? known?.cep ?? null;
  const quote = typed !== null ? (asked.data ?? null) : (known?.quote ?? null);
  const error = typed !== null && asked.isError ? freightFailure(asked.error) : null;

  const onSubmit = form.handleSubmit(({ cep: value }) => {
    if (!isCompleteCep(value)) {
      form.setError('cep', { message: freightMessages.incomplete }, { shouldFocus: true });
      return;
    }
    // The product pages quote it too from now on (the CEP this browser last asked about).
    rememberCep(value);
    setTyped(value.replace('-', ''));
    swapped.current = true;
    setEditing(false);
  });

  // The summary's "Frete" line follows what is listed here.
  const shown = error ? null : quote;
  useEffect(() => onQuote(shown), [shown, onQuote]);

  return (
    <section className="cart-freight" aria-label={freightMessages.label}>
      {editing || cep === null ? (
        // Sent only by its script (ScriptForm): the CEP never goes into the cart's URL.
        <ScriptForm className="freight__form" onSubmit={onSubmit}>
          <TextField
            label={freightMessages.label}
            inputMode="numeric"
            autoComplete="postal-code"
            mask={CEP_MASK}
            error={form.formState.errors.cep?.message}
            className="freight__cep"
            {...form.register('cep')}
          />
          <ScriptSubmit variant="secondary">{freightMessages.submit}</ScriptSubmit>
          <a
            className="freight__finder"
            href={CORREIOS_CEP_FINDER}
            target="_blank"
            rel="noopener noreferrer"
          >
            {freightMessages.finder}{' '}
            <span className="visually-hidden">{freightMessages.newTab}</span>
          </a>
        </ScriptForm>
      ) : (
        <p className="cart-freight__to">
          {t.to(applyMask(cep, CEP_MASK))}{' '}
          <Button
            type="button"
            variant="ghost"
            ref={change}
            onClick={() => {
              swapped.current = true;
              setEditing(true);
            }}
          >
            {t.change}
          </Button>
        </p>
      )}
      <div className="freight__result" aria-live="polite" aria-busy={asked.isFetching || undefined}>
        {asked.isFetching && typed !== null && <p>{freightMessages.quoting}</p>}
        {error && (
          <p className="freight__error" role="alert">
            {error}
          </p>
        )}
        {shown && !editing && <FreightOptions quote={shown} />}
      </div>
    </section>
  );
}
