import { useTitle } from '../../../app/title.ts';
import { MyDataForm } from '../components/my-data-form.tsx';
import { myDataMessages as t } from '../messages.ts';
import '../account.css';

/** spec §2 /vendedor/minha-conta/meus-dados (seller login required: inside the panel's frame). */
export function MyDataScreen() {
  useTitle(t.title);
  return (
    <section className="account-screen office-card" aria-labelledby="my-data-title">
      <h1 id="my-data-title">{t.title}</h1>
      <p className="account-screen__intro">{t.intro}</p>
      <MyDataForm />
    </section>
  );
}
