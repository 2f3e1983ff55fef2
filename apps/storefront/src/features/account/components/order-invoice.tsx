import { useQuery } from '@tanstack/react-query';
import { orderInvoiceQueryOptions } from '@vitrine/api-client/queries/get-order-invoice';
import { formatDate } from '@vitrine/domain/dates';
import { formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { CopyButton } from '../../../shared/copy-button.tsx';
import { orderDetailMessages as t } from '../messages.ts';

/**
 * The order's NF-e once the store's note is authorised (GET /orders/{code}/invoice; the loader
 * reads it for a paid order): its number and series, the access key to copy and the DANFE.
 * Nothing before, nor when that read failed: the order's page stands without it.
 */
export function OrderInvoice({ code, paid }: { code: string; paid: boolean }) {
  const api = useBrowserApi();
  const { data } = useQuery({ ...orderInvoiceQueryOptions(api, code), enabled: paid });
  const invoice = data?.invoice;
  if (!invoice) return null;
  return (
    <section className="order-detail__section" aria-labelledby="order-invoice">
      <h2 id="order-invoice">{t.invoice}</h2>
      <p>{t.invoiceNumber(invoice.number, invoice.series)}</p>
      <p>{t.invoiceIssuedOn(formatDate(invoice.authorized_at))}</p>
      <p className="order-detail__label">{t.accessKey}</p>
      <p id="order-invoice-key" className="order-detail__access-key">
        {formatAccessKey(invoice.access_key)}
      </p>
      <CopyButton text={invoice.access_key} sourceId="order-invoice-key" />
      {invoice.danfe_url ? (
        <p>
          <a href={invoice.danfe_url} target="_blank" rel="noreferrer">
            {t.danfe} <VisuallyHidden>{t.newTab}</VisuallyHidden>
          </a>
        </p>
      ) : null}
    </section>
  );
}
