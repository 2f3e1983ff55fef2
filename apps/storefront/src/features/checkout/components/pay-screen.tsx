import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { checkoutMessages } from '../messages.ts';
import { PayForm } from './pay-form.tsx';
import { addressesQueryOptions } from '@vitrine/api-client/queries/get-addresses';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import { customerProfileQueryOptions } from '@vitrine/api-client/queries/get-customer-profile';

const t = checkoutMessages.pay;

/** The pay page's data (the loader's, then the cache's): an empty cart has nothing to pay. */
export function PayScreen({ recipient }: { recipient: string }) {
  const api = useBrowserApi();
  const store = useStore();
  const { data: quote } = useSuspenseQuery(checkoutQuoteQueryOptions(api));
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions(api));
  const { data: profile } = useSuspenseQuery(customerProfileQueryOptions(api));
  return (
    <section className="pay-page" aria-labelledby="pay-title">
      <h1 id="pay-title">{quote.items.length === 0 ? t.empty.title : t.title}</h1>
      {quote.items.length === 0 ? (
        <div className="pay-page__empty">
          <p>{t.empty.text}</p>
          <Button asChild>
            <Link to="/">{t.empty.back}</Link>
          </Button>
        </div>
      ) : (
        <PayForm
          quote={quote}
          addresses={addresses}
          recipient={recipient}
          assetsUrl={store.data.assets_url}
          profileCpf={profile.cpf}
          profilePhone={profile.phone}
          cardGateway={store.data.card_gateway}
        />
      )}
    </section>
  );
}
