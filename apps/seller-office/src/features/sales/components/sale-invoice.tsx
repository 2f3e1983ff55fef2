import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { issueSaleInvoiceMutationOptions } from '@vitrine/api-client/issue-sale-invoice';
import type { SaleInvoice, SaleInvoiceAnswer } from '@vitrine/contract/invoices';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { Button } from '@vitrine/ui/button';
import { OrderTimeline } from '@vitrine/ui/order-timeline';
import { toast } from '@vitrine/ui/toast';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { CopyButton } from '../../../shared/copy-button.tsx';
import { invoiceMessages as t } from '../messages.ts';

/** The key in groups of four (as the DANFE prints it), and "Copiar chave" for the digits. */
function AccessKey({ accessKey }: { accessKey: string }) {
  return (
    <div>
      <dt>{t.accessKey}</dt>
      <dd className="sale-invoice__key">
        <span className="sale-facts__code">{formatAccessKey(accessKey)}</span>
        <CopyButton text={accessKey} copied={t.keyCopied}>
          {t.copyKey}
        </CopyButton>
      </dd>
    </div>
  );
}

/** A file at the provider, opened in a new tab (the DANFE's PDF, the XML). */
function FileLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {label} <VisuallyHidden>{t.newTab}</VisuallyHidden>
    </a>
  );
}

function InvoiceFacts({ invoice }: { invoice: SaleInvoice }) {
  return (
    <>
      <dl className="sale-facts">
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className="sales-status" data-status={invoice.status}>
              {invoice.status_label}
            </span>
          </dd>
        </div>
        {invoice.number && invoice.series ? (
          <div>
            <dt>{t.number}</dt>
            <dd>{t.numberSeries(invoice.number, invoice.series)}</dd>
          </div>
        ) : null}
        {invoice.access_key ? <AccessKey accessKey={invoice.access_key} /> : null}
        {invoice.authorized_at ? (
          <div>
            <dt>{t.authorizedAt}</dt>
            <dd>{formatDateTime(invoice.authorized_at)}</dd>
          </div>
        ) : null}
        {invoice.sefaz ? (
          <div>
            <dt>{t.sefaz}</dt>
            <dd>{t.sefazAnswer(invoice.sefaz.code, invoice.sefaz.message)}</dd>
          </div>
        ) : null}
      </dl>
      {invoice.danfe_url || invoice.xml_url ? (
        <p className="sale-invoice__files">
          {invoice.danfe_url ? <FileLink href={invoice.danfe_url} label={t.danfe} /> : null}
          {invoice.xml_url ? <FileLink href={invoice.xml_url} label={t.xml} /> : null}
        </p>
      ) : null}
    </>
  );
}

/** What the seller must fix before issuing again: one line per reason the API gave. */
function Problem({ problem }: { problem: string }) {
  return (
    <div className="sale-invoice__problem">
      <h3>{t.fix}</h3>
      <ul>
        {problem.split('\n').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The sale's NF-e (GET /sales/{code}/invoice): its state, number and series, the access key to
 * copy, the DANFE and the XML; after a refusal SEFAZ's answer and what to fix; the note's
 * history; "Emitir nota" / "Emitir novamente" when the API says it may be issued. Loaded with
 * the screen only for a store that issues notes (sale-detail-screen.tsx).
 */
export default function SaleInvoicePanel({
  code,
  answer,
}: {
  code: string;
  answer: SaleInvoiceAnswer;
}) {
  const api = useApi();
  const issue = useMutation(issueSaleInvoiceMutationOptions(api, useQueryClient()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const { invoice } = answer;
  const working =
    invoice?.status === 'pendente' || invoice?.status === 'processando'
      ? t.working[invoice.status]
      : null;

  async function request() {
    setRefusal(null);
    try {
      await issue.mutateAsync(code);
      toast.success(t.issued);
    } catch (caught) {
      setRefusal(toApiError(caught).message);
    }
  }

  return (
    <section className="office-card sale-section sale-invoice" aria-labelledby="sale-invoice">
      <h2 id="sale-invoice">{t.title}</h2>
      {invoice ? <InvoiceFacts invoice={invoice} /> : <p>{t.none}</p>}
      {working ? <p role="status">{working}</p> : null}
      {invoice?.problem && invoice.status === 'rejeitada' ? (
        <Problem problem={invoice.problem} />
      ) : null}
      {refusal ? (
        <p role="alert" className="sale-dialog__error">
          {refusal}
        </p>
      ) : null}
      {answer.can_issue ? (
        <Button variant="primary" loading={issue.isPending} onClick={() => void request()}>
          {invoice ? t.issueAgain : t.issue}
        </Button>
      ) : null}
      {invoice && invoice.history.length > 0 ? (
        <>
          <h3>{t.history}</h3>
          <OrderTimeline
            history={invoice.history}
            formatAt={formatDateTime}
            className="sale-timeline"
          />
        </>
      ) : null}
    </section>
  );
}
