import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, toApiError } from '@vitrine/api-client/errors';
import { storeDomainsQueryOptions } from '@vitrine/api-client/queries/get-store-domains';
import { storeDomainMutations } from '@vitrine/api-client/store-domains';
import type { StoreDomain } from '@vitrine/contract/domains';
import { useState } from 'react';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../lib/form-kit/screen-feedback.tsx';
import { AddDomainForm } from './add-domain-form.tsx';
import { DomainItem } from './domain-item.tsx';
import { domainMessages as t } from './messages.ts';
import './store-domains.css';

type Problems = { problems?: { message: string }[] };

/**
 * Configurações → Domínio: the store's own domains. Add one, create the records it shows at the
 * registrar, "Verificar" (the API asks DNS for real and names each record missing or wrong),
 * choose the primary, remove one.
 */
export function DomainsScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(storeDomainsQueryOptions(api));
  const writes = storeDomainMutations(api, queryClient);
  const verify = useMutation(writes.verify);
  const makePrimary = useMutation(writes.makePrimary);
  const remove = useMutation(writes.remove);
  const feedback = useScreenFeedback();
  const [busy, setBusy] = useState<{ domain: string; action: 'verify' | 'primary' } | null>(null);

  async function act(domain: StoreDomain, action: 'verify' | 'primary') {
    setBusy({ domain: domain.domain, action });
    feedback.clear();
    try {
      if (action === 'verify') {
        await verify.mutateAsync(domain.domain);
        feedback.say(t.verified(domain.domain));
      } else {
        await makePrimary.mutateAsync(domain.domain);
        feedback.say(t.madePrimary(domain.domain));
      }
    } catch (error) {
      // A failed "Verificar" says each record missing or wrong after the API's sentence.
      const refusal = toApiError(error);
      const problems = (refusal.details as Problems | undefined)?.problems ?? [];
      const message = [refusal.message, ...problems.map((p) => p.message)].join(' ');
      feedback.fail(new ApiError(refusal.status, refusal.code, message, refusal.details));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="store-domains" aria-labelledby="store-domains-title">
      <h1 id="store-domains-title">{t.title}</h1>
      <p>{t.intro(data.platform_host)}</p>
      <p className="office-hint">{t.grace(data.grace_days)}</p>
      <AddDomainForm onAdded={feedback.say} />
      <ScreenFeedback feedback={feedback} />
      {data.domains.length === 0 ? (
        <p className="office-hint">{t.none}</p>
      ) : (
        <ul className="store-domains__list" aria-label={t.listLabel}>
          {data.domains.map((domain) => (
            <DomainItem
              key={domain.domain}
              domain={domain}
              busy={busy?.domain === domain.domain ? busy.action : null}
              onVerify={(target) => void act(target, 'verify')}
              onPrimary={(target) => void act(target, 'primary')}
              onRemove={(target) =>
                feedback.remove(() => remove.mutateAsync(target.domain), t.removed(target.domain))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
