import type { StoreData } from '@vitrine/contract/stores';
import { formatCnpj } from '@vitrine/domain/cnpj';
import { applyMask, PHONE_MASKS } from '@vitrine/domain/mask';
import { Link } from 'react-router';
import { contentPagePath } from '../lib/paths.ts';
import { ConsentPreferencesButton } from './consent-host.tsx';
import { shellMessages as t } from './messages.ts';
import { useRootData } from './root-data.ts';

export function Footer({ store }: { store: StoreData }) {
  const pages = useRootData()?.pages ?? [];
  const { contact, address } = store;
  const instagram = contact.instagram.replace(/^@/, '');
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
                {t.footer.phone}: {phone(contact.phone)}
              </li>
            )}
            {contact.whatsapp && (
              <li>
                {t.footer.whatsapp}: {phone(contact.whatsapp)}
              </li>
            )}
            {instagram && (
              <li>
                {t.footer.instagram}:{' '}
                <a href={`https://www.instagram.com/${instagram}/`}>@{instagram}</a>
              </li>
            )}
          </ul>
          <ConsentPreferencesButton containerId={store.tag_manager_id} />
        </section>
        <address className="site-footer__legal">
          {t.footer.legal(store.legal_name, formatCnpj(store.cnpj))}
          <br />
          {address.line}, {address.city}/{address.state} · CEP {address.zip_code}
        </address>
      </div>
    </footer>
  );
}

/** The office stores phones as digits (older stores, masked): shown masked either way. */
const phone = (value: string) => applyMask(value, PHONE_MASKS);
