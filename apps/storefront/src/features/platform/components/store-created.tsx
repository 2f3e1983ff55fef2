import type { SignedUpStore } from '@vitrine/contract/store-sign-up';
import { Button } from '@vitrine/ui/button';
import { useEffect, useRef } from 'react';
import { platformMessages } from '../messages.ts';

const t = platformMessages.created;

/**
 * The store exists: where it answers, the API's word on the confirmation e-mail, and the way
 * into its office, taken at once. The office is on the store's own host, which no cookie of
 * this one reaches: the page posts the sign-up's single-use login code there (a real form, so
 * the browser sends this page's Origin, the only one the office takes it from), and the office's
 * server trades it for the seller's session in its HttpOnly cookie. The button is there should
 * the navigation not start.
 */
export function StoreCreated({ created }: { created: SignedUpStore }) {
  const title = useRef<HTMLHeadingElement>(null);
  const handOff = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    title.current?.focus();
    // Once, even where React runs effects twice (StrictMode): the code is good for one use.
    if (sent.current) return;
    sent.current = true;
    handOff.current?.requestSubmit();
  }, []);
  return (
    <section className="store-created" aria-labelledby="store-created-title">
      <h2 id="store-created-title" tabIndex={-1} ref={title}>
        {t.title}
      </h2>
      <p role="status">{created.message}</p>
      <p>
        {t.address} <a href={created.store.url}>{created.store.host}</a>. {t.comingSoon}
      </p>
      <form ref={handOff} method="post" action={created.office_login.url}>
        <input type="hidden" name="code" value={created.office_login.code} />
        <p>{t.going}</p>
        <Button type="submit" size="lg">
          {t.goToOffice}
        </Button>
      </form>
    </section>
  );
}
