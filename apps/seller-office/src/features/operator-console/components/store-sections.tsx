import type { OperatorStore } from '@vitrine/contract/operators';
import { formatDateTime } from '@vitrine/domain/dates';
import { applyMask, PHONE_MASKS } from '@vitrine/domain/mask';
import { formatStorage, storeMessages as t } from '../messages.ts';

const number = (n: number) => n.toLocaleString('pt-BR');

/** Who answers for the store: each owner, how to reach them, whether they use a second step. */
export function OwnersSection({ store }: { store: OperatorStore }) {
  return (
    <section className="office-card console-section" aria-labelledby="console-owners">
      <h2 id="console-owners">{t.owners}</h2>
      <ul className="console-list">
        {store.owners.map((owner) => (
          <li key={owner.email}>
            <strong>{owner.name}</strong>
            <span>{owner.email}</span>
            <span>{owner.phone ? applyMask(owner.phone, PHONE_MASKS) : t.noPhone}</span>
            <span>{t.twoFactor(owner.two_factor)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the store holds beside what it may hold (the API's STORE_MAX_* settings). */
export function UsageSection({ store }: { store: OperatorStore }) {
  const rows = [
    [t.productsUsage, t.of(number(store.products), number(store.limits.products))],
    [
      t.imagesUsage,
      t.of(formatStorage(store.image_bytes), formatStorage(store.limits.image_bytes)),
    ],
    [t.teamUsage, t.of(number(store.team_size), number(store.limits.team))],
  ] as const;
  return (
    <section className="office-card console-section" aria-labelledby="console-usage">
      <h2 id="console-usage">{t.usage}</h2>
      <dl className="console-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Its own domains, and the first-run checklist (done or not). */
export function SetupSection({ store }: { store: OperatorStore }) {
  return (
    <section className="office-card console-section" aria-labelledby="console-domains">
      <h2 id="console-domains">{t.domains}</h2>
      {store.domains.length === 0 ? (
        <p className="office-hint">{t.noDomains}</p>
      ) : (
        <ul className="console-list">
          {store.domains.map((domain) => (
            <li key={domain.domain}>
              <strong>{domain.domain}</strong>
              <span>
                {t.domainStatus[domain.status]}
                {domain.primary ? ` · ${t.primary}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t.checklist}</h2>
      <ul className="console-checklist">
        {store.checklist.map((step) => (
          <li key={step.code} data-done={step.done || undefined}>
            {step.label}: <strong>{step.done ? t.done : t.pending}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every operator action on the store, newest first: what, who, when, why. */
export function ActionsSection({ store }: { store: OperatorStore }) {
  return (
    <section className="office-card console-section" aria-labelledby="console-actions">
      <h2 id="console-actions">{t.actions}</h2>
      {store.actions.length === 0 ? (
        <p className="office-hint">{t.noActions}</p>
      ) : (
        <ol className="console-list" aria-labelledby="console-actions">
          {store.actions.map((action) => (
            <li key={action._id}>
              <span>
                <strong>{t.action[action.action]}</strong>{' '}
                {t.byWhom(action.operator_name, formatDateTime(action.created_at))}
              </span>
              {action.reason ? (
                <span>
                  {t.reason}: {action.reason}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
