import type { StoreDomain } from '@vitrine/contract/domains';
import { formatDate, formatDateTime } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { domainMessages as t } from './messages.ts';

type Props = {
  domain: StoreDomain;
  busy: 'verify' | 'primary' | null;
  onVerify: (domain: StoreDomain) => void;
  onPrimary: (domain: StoreDomain) => void;
  onRemove: (domain: StoreDomain) => Promise<unknown>;
};

/**
 * One domain: its status, the records to create at the registrar (the proof first), what the
 * last check found wrong, and what can be done with it.
 */
export function DomainItem({ domain, busy, onVerify, onPrimary, onRemove }: Props) {
  const name = domain.domain;
  const titleId = `domain-${name}`;
  return (
    <li className="office-card store-domain" aria-labelledby={titleId}>
      <div className="store-domain__head">
        <h2 id={titleId} className="store-domain__name">
          {name}
        </h2>
        <p className={`store-domain__status store-domain__status--${domain.status}`}>
          {t.status[domain.status]}
          {domain.primary ? ` · ${t.primary}` : ''}
        </p>
      </div>
      {domain.primary ? <p className="office-hint">{t.primaryHint}</p> : null}
      {domain.status === 'failing' && domain.failing_since && domain.detach_at ? (
        <p className="store-domain__problem">
          {t.failing(formatDate(domain.failing_since), formatDate(domain.detach_at))}
        </p>
      ) : null}
      {domain.problem ? <p className="store-domain__problem">{domain.problem}</p> : null}
      {domain.status === 'verified' ? null : (
        <div className="store-domain__records">
          <p className="office-hint">{t.records.intro}</p>
          <div
            className="store-domain__table"
            role="region"
            aria-label={t.records.caption(name)}
            tabIndex={0}
          >
            <table>
              <caption>
                <VisuallyHidden>{t.records.caption(name)}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.records.type}</th>
                  <th scope="col">{t.records.name}</th>
                  <th scope="col">{t.records.value}</th>
                </tr>
              </thead>
              <tbody>
                {domain.records.map((record) => (
                  <tr key={`${record.type} ${record.name} ${record.value}`}>
                    <td>{record.type}</td>
                    <td className="store-domain__code">{record.name}</td>
                    <td className="store-domain__code">{record.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {domain.checked_at ? (
        <p className="office-hint">{t.lastCheck(formatDateTime(domain.checked_at))}</p>
      ) : null}
      <div className="store-domain__actions">
        {domain.status === 'verified' ? null : (
          <Button
            variant="primary"
            aria-label={t.verifyOf(name)}
            loading={busy === 'verify'}
            onClick={() => onVerify(domain)}
          >
            {t.verify}
          </Button>
        )}
        {domain.status !== 'pending' && !domain.primary ? (
          <Button
            variant="secondary"
            aria-label={t.makePrimaryOf(name)}
            loading={busy === 'primary'}
            onClick={() => onPrimary(domain)}
          >
            {t.makePrimary}
          </Button>
        ) : null}
        <ConfirmRemove
          label={t.remove}
          aria-label={t.removeOf(name)}
          title={t.removeTitle(name)}
          description={t.removeDescription}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.keep}
          onConfirm={() => onRemove(domain)}
        />
      </div>
    </li>
  );
}
