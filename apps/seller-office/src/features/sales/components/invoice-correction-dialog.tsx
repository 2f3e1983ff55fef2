import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctSaleInvoiceMutationOptions } from '@vitrine/api-client/sale-invoice-events';
import { invoiceCorrectionBodySchema } from '@vitrine/contract/invoices';
import { CORRECTION_LENGTH } from '@vitrine/domain/fiscal/note-events';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { invoiceEventMessages as t } from '../invoice-event-messages.ts';
import { InvoiceTextDialog } from './invoice-text-dialog.tsx';

/**
 * "Enviar carta de correção" on the sale's authorised note: SEFAZ answers at once, so the
 * dialog closes on its registration (the note's list shows it) or shows its refusal.
 */
export function InvoiceCorrectionDialog({ code }: { code: string }) {
  const api = useApi();
  const mutation = useMutation(correctSaleInvoiceMutationOptions(api, useQueryClient()));
  const [open, setOpen] = useState(false);
  return (
    <InvoiceTextDialog
      trigger={<Button variant="secondary">{t.correct}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={t.correctionTitle}
      description={t.correctionDescription}
      label={t.correction}
      confirm={t.correctionConfirm}
      rule={invoiceCorrectionBodySchema.shape.correcao}
      length={CORRECTION_LENGTH}
      onSend={async (correcao) => {
        const answer = await mutation.mutateAsync({ code, body: { correcao } });
        const latest = answer.invoice?.corrections[0]?.sequence;
        if (latest) toast.success(t.correctionSent(latest));
      }}
    />
  );
}
