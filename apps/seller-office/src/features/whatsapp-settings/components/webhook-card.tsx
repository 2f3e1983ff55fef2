import type { WhatsappSettings } from '@vitrine/contract/whatsapp';
import { useId } from 'react';
import { whatsappMessages as t } from '../messages.ts';
import { CopyButton } from '../../../shared/copy-button.tsx';

/**
 * What Meta's app is told of the store's webhook: where it posts (the API's
 * /webhooks/whatsapp/{storeId}) and the token its handshake echoes. Read-only, each to copy.
 */
export function WebhookCard({ webhook }: { webhook: WhatsappSettings['webhook'] }) {
  const id = useId();
  return (
    <section className="office-card whatsapp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.webhook}</h2>
      <p className="whatsapp-hint">{t.webhookHint}</p>
      <dl className="whatsapp-card__facts">
        <Copyable term={t.callbackUrl} value={webhook.url} />
        <Copyable term={t.verifyToken} value={webhook.verify_token} />
      </dl>
    </section>
  );
}

function Copyable({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <code>{value}</code>
        <CopyButton text={value} label={t.copyLabel(term)} copied={t.copied} size="sm">
          {t.copy}
        </CopyButton>
      </dd>
    </div>
  );
}
