import { useQuery } from '@tanstack/react-query';
import { storeUsageQueryOptions } from '@vitrine/api-client/queries/get-store-usage';
import type { StoreUsage } from '@vitrine/contract/store-usage';
import { formatBytes } from '@vitrine/domain/bytes';
import { useApi } from '../../../lib/api-context.tsx';
import { homeMessages } from '../messages.ts';

const t = homeMessages.usage;

const ROWS: { key: keyof StoreUsage; label: string; format: (n: number) => string }[] = [
  { key: 'products', label: t.products, format: (n) => n.toLocaleString('pt-BR') },
  { key: 'image_bytes', label: t.images, format: formatBytes },
  { key: 'team', label: t.team, format: (n) => n.toLocaleString('pt-BR') },
];

/**
 * "Uso da loja": what the store holds beside what it may hold (the platform's limits), each
 * with a meter; near a limit (90 %) it says so. Read beside the figures: a failure leaves the
 * rest of the home as it is.
 */
export function StoreUsageCard() {
  const { data, error } = useQuery(storeUsageQueryOptions(useApi()));
  return (
    <section className="office-card home-usage" aria-labelledby="home-usage">
      <h2 className="home-awaiting__heading" id="home-usage">
        {t.heading}
      </h2>
      {!data ? (
        <p>{error ? t.failed : t.loading}</p>
      ) : (
        <dl className="home-usage__list">
          {ROWS.map(({ key, label, format }) => {
            const { used, max } = data[key];
            return (
              <div key={key} className="home-usage__row">
                <dt>{label}</dt>
                <dd>
                  {t.of(format(used), format(max))}
                  <meter
                    min={0}
                    max={max}
                    value={Math.min(used, max)}
                    high={max * 0.9}
                    aria-label={label}
                  />
                  {used >= max * 0.9 ? <span className="home-usage__near">{t.near}</span> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
