import type { FiscalSettings } from '@vitrine/contract/fiscal-settings';
import { formatCnpj } from '@vitrine/domain/cnpj';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { fiscalMessages as t } from '../messages.ts';

/**
 * The NF-e's issuer as the store's legal data holds it (edited there), what is still missing
 * before invoices can go on, and how many published products lack an NCM.
 */
export function IssuerCard({ saved }: { saved: FiscalSettings }) {
  const { issuer } = saved;
  const shown = (value: string) => value || t.none;
  return (
    <section className="office-card fiscal-card" aria-labelledby="fiscal-issuer-title">
      <h2 id="fiscal-issuer-title">{t.issuer}</h2>
      <p className="fiscal-card__hint">{t.issuerHint}</p>
      <dl className="fiscal-card__facts">
        <div>
          <dt>{t.cnpj}</dt>
          <dd>{issuer.cnpj ? formatCnpj(issuer.cnpj) : t.none}</dd>
        </div>
        <div>
          <dt>{t.legalName}</dt>
          <dd>{shown(issuer.legal_name)}</dd>
        </div>
        <div>
          <dt>{t.zipCode}</dt>
          <dd>{issuer.zip_code ? applyMask(issuer.zip_code, CEP_MASK) : t.none}</dd>
        </div>
        <div>
          <dt>{t.cityState}</dt>
          <dd>{issuer.city ? `${issuer.city}/${issuer.state}` : t.none}</dd>
        </div>
      </dl>
      <Link to={PATHS.legalData}>{t.editLegalData}</Link>
      <div role="status" className="fiscal-card__state">
        {saved.missing.length > 0 ? (
          <>
            <p>{t.missingTitle}</p>
            <ul>
              {saved.missing.map((item) => (
                <li key={item.field}>{item.message}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.ready}</p>
        )}
        {saved.products_without_ncm > 0 && (
          <p>
            <Link to={`${PATHS.products}?status=active`}>
              {t.withoutNcm(saved.products_without_ncm)}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
