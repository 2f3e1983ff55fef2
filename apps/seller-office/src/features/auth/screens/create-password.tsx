import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { sessionQueryKey } from '@vitrine/session/react';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { HOME_PATH, LOGIN_PATH, PATHS } from '../../../lib/paths.ts';
import { sellerFirstAccessQueryOptions } from '@vitrine/api-client/queries/get-seller-first-access';
import { AuthPage } from '../components/auth-page.tsx';
import { CreatePasswordForm } from '../components/create-password-form.tsx';
import { authMessages } from '../messages.ts';

const t = authMessages.createPassword;

/**
 * spec §2 /vendedor/login/criar-senha/{first_access_token}: first access and recovered access
 * alike. The link is checked before the form shows (without using it up); a used or expired
 * one gets its own screen with the way to ask for a new one.
 */
export function CreatePasswordScreen() {
  const { token = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = sellerFirstAccessQueryOptions(api, token);
  const { data: link } = useSuspenseQuery(query);

  if (!link) return <InvalidLink />;

  const onCreated = async (account: LoggedAccount) => {
    // A previous seller's data goes; this link's entry stays while the screen is still up.
    queryClient.removeQueries({
      queryKey: ['seller'],
      predicate: (cached) => cached.queryKey[1] !== 'first-access',
    });
    queryClient.setQueryData(sessionQueryKey('seller'), account);
    toast.success(t.done);
    await navigate(HOME_PATH, { replace: true });
  };

  const title = link.purpose === 'recover' ? t.recoverTitle : t.firstAccessTitle;
  return (
    <AuthPage title={title} labelledBy="create-password-title">
      <h1 id="create-password-title">{title}</h1>
      <p>
        {t.greeting(link.first_name)} <span className="auth__hint">{t.account(link.email)}</span>
      </p>
      <CreatePasswordForm
        token={token}
        email={link.email}
        onCreated={onCreated}
        onInvalidLink={() => queryClient.setQueryData(query.queryKey, null)}
      />
    </AuthPage>
  );
}

/** A used, expired or unknown link: say so, and offer a new one (recover access sends it). */
function InvalidLink() {
  return (
    <AuthPage title={t.invalidTitle} labelledBy="invalid-link-title">
      <h1 id="invalid-link-title">{t.invalidTitle}</h1>
      <p>{t.invalidText}</p>
      <div className="auth-actions">
        <Button asChild size="lg">
          <Link to={PATHS.recoverAccess}>{t.askAgain}</Link>
        </Button>
        <Link to={LOGIN_PATH}>{t.goToLogin}</Link>
      </div>
    </AuthPage>
  );
}
