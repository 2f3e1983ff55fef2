import { Button } from '@vitrine/ui/button';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  closeConsent,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '../lib/analytics/consent.ts';
import { loadTagManager } from '../lib/analytics/tag-manager.tsx';
import { shellMessages as t } from './messages.ts';
import './consent-banner.css';

/**
 * Asks before any tracker loads (LGPD): refusing is one click, as easy as accepting, and the
 * page keeps working either way. Not modal: the shopper may go on browsing and choose later.
 */
export default function ConsentBanner({
  privacyPath,
  onDecided,
}: {
  privacyPath: string | null;
  onDecided: () => void;
}) {
  const titleId = useId();
  const choose = (choice: ConsentChoice) => {
    const before = readConsent();
    saveConsent(choice);
    closeConsent();
    onDecided();
    if (choice === 'aceito') loadTagManager();
    // A container already running cannot be unloaded: a fresh page starts without it.
    else if (before === 'aceito') window.location.reload();
  };
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        {t.consent.title}
      </h2>
      <p className="consent-banner__text">
        {t.consent.text} {privacyPath && <Link to={privacyPath}>{t.consent.privacyLink}</Link>}
      </p>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={() => choose('recusado')}>
          {t.consent.refuse}
        </Button>
        <Button onClick={() => choose('aceito')}>{t.consent.accept}</Button>
      </div>
    </section>
  );
}
