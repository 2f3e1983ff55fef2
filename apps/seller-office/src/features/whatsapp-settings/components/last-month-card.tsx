import {
  WHATSAPP_MESSAGE_STATUS_LABELS,
  WHATSAPP_MESSAGE_STATUSES,
  type WhatsappSettings,
} from '@vitrine/contract/whatsapp';
import { useId } from 'react';
import { whatsappMessages as t } from '../messages.ts';

/** The last 30 days' order updates by how each ended up, as Meta's webhook said. */
export function LastMonthCard({ counts }: { counts: WhatsappSettings['last_30_days'] }) {
  const id = useId();
  return (
    <section className="office-card whatsapp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.lastMonth}</h2>
      <p className="whatsapp-hint">{t.lastMonthHint}</p>
      <dl className="whatsapp-card__counts">
        {WHATSAPP_MESSAGE_STATUSES.map((status) => (
          <div key={status}>
            <dt>{WHATSAPP_MESSAGE_STATUS_LABELS[status]}</dt>
            <dd>{counts[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
