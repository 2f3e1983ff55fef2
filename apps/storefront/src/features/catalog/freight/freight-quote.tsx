import { useQuery } from '@tanstack/react-query';
import { freightQuoteQueryOptions } from '@vitrine/api-client/queries/get-freight-quote';
import { CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useId, useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { FreightOptions } from '../../../shared/freight/freight-options.tsx';
import { isCompleteCep, readLastCep, rememberCep } from '../../../shared/freight/last-cep.ts';
import {
  CORREIOS_CEP_FINDER,
  freightFailure,
  freightMessages as t,
} from '../../../shared/freight/messages.ts';
import '../../../shared/freight/freight.css';

type Props = { code: string; variation: string; quantity: number };

/** A quantity being typed ("1", then "12") is quoted once it rests, not at each keystroke. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The product page's "Calcular frete": the CEP (this browser's last one, once known) quotes
 * the chosen variation and quantity, again whenever either changes.
 */
export default function FreightQuote({ code, variation, quantity }: Props) {
  const api = useBrowserApi();
  const errorId = useId();
  // Only ever rendered in the browser, after hydration: reading storage here changes no HTML.
  const [typed, setTyped] = useState(readLastCep);
  const [cep, setCep] = useState(typed || null);
  const [incomplete, setIncomplete] = useState(false);
  const qnt = useSettled(quantity);
  const quote = useQuery({
    ...freightQuoteQueryOptions(api, { cep: cep ?? '', code, variation, qnt }),
    enabled: cep !== null,
    // The last options stay while another variation or quantity is quoted (TanStack's
    // keepPreviousData, written out: that helper would join the page's initial shell chunk).
    placeholderData: (previous) => previous,
  });
  const error = incomplete ? t.incomplete : quote.isError ? freightFailure(quote.error) : null;

  return (
    <>
      <form
        className="freight__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const complete = isCompleteCep(typed);
          setIncomplete(!complete);
          if (!complete) return;
          setCep(typed);
          rememberCep(typed);
          // The same CEP again after a failure is a retry.
          if (typed === cep && quote.isError) void quote.refetch();
        }}
      >
        <TextField
          label={t.label}
          className="freight__cep"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          mask={CEP_MASK}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error === null ? undefined : errorId}
        />
        <Button type="submit" variant="secondary" loading={quote.isFetching}>
          {t.submit}
        </Button>
        <a
          className="freight__finder"
          href={CORREIOS_CEP_FINDER}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.finder} <span className="visually-hidden">{t.newTab}</span>
        </a>
      </form>
      <div className="freight__result" aria-live="polite" aria-busy={quote.isFetching}>
        {error !== null ? (
          <p id={errorId} className="freight__error">
            {error}
          </p>
        ) : quote.data ? (
          <FreightOptions quote={quote.data} />
        ) : quote.isFetching ? (
          <p>{t.quoting}</p>
        ) : null}
      </div>
    </>
  );
}
