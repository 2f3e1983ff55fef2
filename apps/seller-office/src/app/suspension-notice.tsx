import { useSuspenseQuery } from '@tanstack/react-query';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { formatDate } from '@vitrine/domain/dates';
import { useApi } from '../lib/api-context.tsx';

const t = {
  title: 'Loja suspensa pela Vitrine',
  reason: 'Motivo:',
  since: (day: string) => `Suspensa desde ${day}.`,
  readOnly: 'O painel fica só para consulta: nada pode ser alterado até a loja ser reativada.',
};

/**
 * The store suspended by the platform (GET /sellers/me's `store_suspension`): why, since when,
 * and that nothing can be changed, at the top of every screen of the seller area. A region with
 * its heading, not an alert: it is the same on every screen, found among the landmarks, not
 * announced again at each navigation. Each write meanwhile gets the API's 423 store_suspended,
 * whose message the forms show as any refusal.
 */
export function SuspensionNotice() {
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(useApi()));
  const suspension = profile.store_suspension;
  if (!suspension) return null;
  return (
    <section className="office__suspension" aria-labelledby="loja-suspensa">
      <h2 id="loja-suspensa">{t.title}</h2>
      <p>
        <strong>{t.reason}</strong> {suspension.reason}
      </p>
      <p>
        {t.since(formatDate(suspension.at))} {t.readOnly}
      </p>
    </section>
  );
}
