import { RETURN_PARAM } from '@vitrine/session/return-path';
import { Link } from 'react-router';
import { authMessages as t } from '../messages.ts';
import { RECOVER_ACCESS_PATH, SIGN_UP_PATH } from '../paths.ts';

/** With the page to come back to, when there is one (spec §2: back where the shopper was). */
function withReturn(path: string, returnPath: string | null) {
  return returnPath ? `${path}?${RETURN_PARAM}=${encodeURIComponent(returnPath)}` : path;
}

/** "Esqueci minha senha" and "Criar conta", under the login form (page and modal). */
export function LoginLinks({ returnPath }: { returnPath: string | null }) {
  return (
    <div className="auth-links">
      <p>
        <Link to={withReturn(RECOVER_ACCESS_PATH, returnPath)}>{t.forgotPassword}</Link>
      </p>
      <p>
        {t.noAccount} <Link to={withReturn(SIGN_UP_PATH, returnPath)}>{t.createAccount}</Link>
      </p>
    </div>
  );
}
