import { useQuery } from '@tanstack/react-query';
import { saleInvoiceQueryOptions } from '@vitrine/api-client/queries/get-sale-invoice';
import { formatDateTime } from '@vitrine/domain/dates';
import { useApi } from '../../../lib/api-context.tsx';
import { invoiceEventMessages as t } from '../invoice-event-messages.ts';
import { InvoiceCancelDialog } from './invoice-cancel-dialog.tsx';
import { InvoiceCorrectionDialog } from './invoice-correction-dialog.tsx';
import '../invoice-events.css';

/**
 * The sale's NF-e events: what the note asks of the seller (a nota de devolução past its 24
 * hours, SEFAZ's refusal of a cancel), "Cancelar nota" and "Enviar carta de correção" while the
 * note allows them, and its cartas de correção. Nothing when there is none of these (the note's
 * own state, key and DANFE are the note panel's).
 */
export function SaleInvoiceEvents({ code }: { code: string }) {
  const api = useApi();
  const { data } = useQuery(saleInvoiceQueryOptions(api, code));
  const invoice = data?.invoice;
  if (!data || !invoice) return null;
  const underWay = invoice.status === 'autorizada' && invoice.cancel_justification !== null;
  const refused = underWay && invoice.cancel_problem !== null;
  const shown =
    data.notice || underWay || data.can_cancel || data.can_correct || invoice.corrections.length;
  if (!shown) return null;
  return (
    <section
      className="sale-invoice-events office-card"
      aria-labelledby="sale-invoice-events-title"
    >
      <h2 id="sale-invoice-events-title">{t.title}</h2>
      {data.notice ? <p className="sale-invoice-events__notice">{data.notice}</p> : null}
      {refused ? (
        <p className="sale-invoice-events__notice">
          {t.cancelRefused} {invoice.cancel_problem}
        </p>
      ) : underWay ? (
        <p>{t.cancelUnderWay}</p>
      ) : null}
      {data.can_cancel || data.can_correct ? (
        <div className="sale-actions__buttons">
          {data.can_cancel && invoice.cancellable_until ? (
            <InvoiceCancelDialog code={code} cancellableUntil={invoice.cancellable_until} />
          ) : null}
          {data.can_correct ? <InvoiceCorrectionDialog code={code} /> : null}
        </div>
      ) : null}
      {invoice.corrections.length ? (
        <>
          <h3>{t.corrections}</h3>
          <ul className="sale-invoice-events__list">
            {invoice.corrections.map((correction) => (
              <li key={correction.at}>
                <p>
                  <strong>
                    {t.correctionLine(correction.sequence, formatDateTime(correction.at))}
                  </strong>
                </p>
                <p>{correction.text}</p>
                {correction.problem ? <p>{correction.problem}</p> : null}
                {correction.sequence !== null && correction.pdf_url ? (
                  <p>
                    <a href={correction.pdf_url} target="_blank" rel="noreferrer">
                      {t.pdf(correction.sequence)}
                    </a>
                    {correction.xml_url ? (
                      <>
                        {' · '}
                        <a href={correction.xml_url} target="_blank" rel="noreferrer">
                          {t.xml(correction.sequence)}
                        </a>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
