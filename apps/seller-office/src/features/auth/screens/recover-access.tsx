import { useState } from 'react';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { AuthLinks, RecoverLinkSent } from '@vitrine/ui/link-sent';
import { RecoverAccessForm } from '../components/recover-access-form.tsx';
import { authMessages } from '../messages.ts';

const t = authMessages.recover;

/**
 * spec §2 /vendedor/login/recuperar-acesso: a link to create a password goes to the e-mail if
 * it is a seller's of this store; the screen says the same either way (nobody learns who sells
 * here). The link leads to /vendedor/login/criar-senha/{token}.
 */
export function RecoverAccessScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthPage title={t.title} labelledBy="recover-title">
      <h1 id="recover-title">{t.title}</h1>
      {sentTo ? (
        <RecoverLinkSent message={t.sent(sentTo)} onAgain={() => setSentTo(null)} />
      ) : (
        <>
          <p className="auth__hint">{t.intro}</p>
          <RecoverAccessForm onSent={setSentTo} />
        </>
      )}
      <AuthLinks links={[<Link to={LOGIN_PATH}>{t.backToLogin}</Link>]} />
    </AuthPage>
  );
}
