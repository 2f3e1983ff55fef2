import { useTitle } from '../../../app/title.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { passwordMessages as t } from '../messages.ts';
import '../account.css';

/** spec §2 /vendedor/minha-conta/minha-senha (seller login required: the panel's frame checks it). */
export function MyPasswordScreen() {
  useTitle(t.title);
  return (
    <section className="account-screen office-card" aria-labelledby="my-password-title">
      <h1 id="my-password-title">{t.title}</h1>
      <PasswordForm />
    </section>
  );
}
