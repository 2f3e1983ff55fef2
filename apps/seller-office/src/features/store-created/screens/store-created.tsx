import { useSuspenseQuery } from '@tanstack/react-query';
import { sellerStoreQueryOptions } from '@vitrine/api-client/queries/get-seller-store';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { ResendConfirmation } from '../../../lib/resend-confirmation.tsx';
import { storeCreatedMessages } from '../messages.ts';
import '../store-created.css';

const t = storeCreatedMessages.created;

/**
 * Where "Crie sua loja" lands the new owner, logged in: where the store answers (its shop
 * window shows "Em breve" until it opens), and the e-mail to confirm before it can.
 */
export function StoreCreatedScreen() {
  const { data } = useSuspenseQuery(sellerStoreQueryOptions(useApi()));
  const { store, seller } = data;
  useTitle(t.title);
  return (
    <section className="store-created office-card" aria-labelledby="store-created-title">
      <h1 id="store-created-title">{t.title}</h1>
      <p>
        {t.address(store.name)} <a href={store.url}>{store.host}</a>. {t.comingSoon}
      </p>
      {seller.email_confirmed ? (
        <p>{t.emailConfirmed(seller.email)}</p>
      ) : (
        <>
          <p>{t.emailSent(seller.email)}</p>
          <ResendConfirmation />
        </>
      )}
      <p>{t.meanwhile}</p>
      <p>
        <Link to={PATHS.home} className="store-created__start">
          {t.start}
        </Link>
      </p>
    </section>
  );
}
