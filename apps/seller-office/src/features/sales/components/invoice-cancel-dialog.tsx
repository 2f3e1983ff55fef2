import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSaleInvoiceMutationOptions } from '@vitrine/api-client/sale-invoice-events';
import { cancelInvoiceBodySchema } from '@vitrine/contract/invoices';
import { formatDateTime } from '@vitrine/domain/dates';
import { JUSTIFICATION_LENGTH } from '@vitrine/domain/fiscal/note-events';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { invoiceEventMessages as t } from '../invoice-event-messages.ts';
import { InvoiceTextDialog } from './invoice-text-dialog.tsx';

/**
 * "Cancelar nota": the sale's authorised note cancelled alone (the sale kept), with the
 * justification SEFAZ asks for, while its 24 hours last. Past them the API's 409 says to issue a
 * nota de devolução, shown here.
 */
export function InvoiceCancelDialog({
  code,
  cancellableUntil,
}: {
  code: string;
  /** The end of SEFAZ's window (ISO), as GET /sales/{code}/invoice answers it. */
  cancellableUntil: string;
}) {
  const api = useApi();
  const mutation = useMutation(cancelSaleInvoiceMutationOptions(api, useQueryClient()));
  const [open, setOpen] = useState(false);
  return (
    <InvoiceTextDialog
      trigger={<Button variant="danger">{t.cancel}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={t.cancelTitle}
      description={t.cancelDescription(formatDateTime(cancellableUntil))}
      label={t.justification}
      confirm={t.cancelConfirm}
      rule={cancelInvoiceBodySchema.shape.justificativa}
      length={JUSTIFICATION_LENGTH}
      onSend={async (justificativa) => {
        await mutation.mutateAsync({ code, body: { justificativa } });
        toast.success(t.cancelAsked);
      }}
    />
  );
}
