import { useQuery } from '@tanstack/react-query';
import { saleInvoiceQueryOptions } from '@vitrine/api-client/queries/get-sale-invoice';
import { lazy, Suspense } from 'react';
import { useApi } from '../../../lib/api-context.tsx';

// The panel's code comes only for a store that issues notes, after the sale is on screen.
const SaleInvoicePanel = lazy(() => import('./sale-invoice.tsx'));

/** How often a note at SEFAZ is read again, until it is authorised or refused. */
export const INVOICE_POLL_MS = 3_000;

/**
 * The sale's NF-e, read once the sale is on screen (the route's loader leaves it out, so the
 * office's first load carries none of its code): nothing for a store that does not issue notes
 * and never did for this sale; read again while the note is on its way (pendente: the job;
 * processando: SEFAZ).
 */
export function SaleInvoiceSection({ code }: { code: string }) {
  const api = useApi();
  const { data } = useQuery({
    ...saleInvoiceQueryOptions(api, code),
    refetchInterval: (query) => {
      const status = query.state.data?.invoice?.status;
      return status === 'pendente' || status === 'processando' ? INVOICE_POLL_MS : false;
    },
  });
  if (!data || (!data.invoices_enabled && !data.invoice)) return null;
  return (
    <Suspense fallback={null}>
      <SaleInvoicePanel code={code} answer={data} />
    </Suspense>
  );
}
