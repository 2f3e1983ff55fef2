import { Button } from '@vitrine/ui/button';
import { useId } from 'react';
import { Link } from 'react-router';
import { CONSENT_KEY, readConsent, type ConsentChoice } from '../lib/analytics/consent.ts';
import './consent-banner.css';

// Its own words, in its own chunk: most visits never load them.
const t = {
  consent: {
    title: 'Sua privacidade',
    text: 'Esta loja usa cookies de medição e marketing de terceiros para entender as visitas e melhorar as ofertas. Eles só são ativados se você aceitar; a loja funciona do mesmo jeito se recusar.',
    privacyLink: 'Leia a política de privacidade.',
    accept: 'Aceitar cookies',
    refuse: 'Recusar',
  },
} as const;

/** Loads the container the page's snippet (lib/analytics/tag-manager.tsx) defined, once. */
function loadTagManager() {
  (window as { vitrineLoadTagManager?: () => void }).vitrineLoadTagManager?.();
}

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
    try {
      localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // Storage refused (private modes): the choice holds for this page, asked again next visit.
    }
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
