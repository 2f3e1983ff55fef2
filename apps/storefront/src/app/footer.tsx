import type { StoreData } from '@vitrine/contract/stores';
import { Link } from 'react-router';
import { contentPagePath } from '../lib/paths.ts';
import { CONSENT_PREFERENCES_ID } from './consent-slots.tsx';
import { shellMessages as t } from './messages.ts';

/**
 * The store's footer: its content pages, the contact, and who sells. Its data comes by props
 * (the layout's root data), so the server also renders it for a status page
 * (store-status.server.tsx).
 */
export function Footer({
  store,
  pages,
}: {
  store: StoreData;
  pages: { slug: string; title: string }[];
}) {
  const { contact, address } = store;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {pages.length > 0 && (
          <nav aria-labelledby="rodape-paginas">
            <h2 id="rodape-paginas">{t.footer.pages}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page.slug}>
                  <Link to={contentPagePath(page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-labelledby="rodape-atendimento">
          <h2 id="rodape-atendimento">{t.footer.contact}</h2>
          <ul>
            {contact.email && (
              <li>
                {t.footer.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.phone && (
              <li>
                {t.footer.phone}: {contact.phone}
              </li>
            )}
            {contact.whatsapp && (
              <li>
                {t.footer.whatsapp}: {contact.whatsapp}
              </li>
            )}
          </ul>
          {store.tag_manager_id && <p id={CONSENT_PREFERENCES_ID} />}
        </section>
        {/* Decreto 7.962/2013 art. 2, on every page of an open store: who sells (the name, the
            CNPJ or, for a person, the CPF) and where; the e-mail and phone are the contact's,
            above. The same for every shopper. */}
        <address className="site-footer__legal">
          {t.footer.legal(store)}
          <br />
          {address.line}, {address.city}/{address.state} · CEP {address.zip_code}
        </address>
      </div>
    </footer>
  );
}
