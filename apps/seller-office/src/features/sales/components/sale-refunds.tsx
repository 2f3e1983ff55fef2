import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, type ApiError } from '@vitrine/api-client/errors';
import {
  createSaleReturnMutationOptions,
  saleRefundActionMutationOptions,
} from '@vitrine/api-client/sale-refunds';
import type { CreateReturnBody } from '@vitrine/contract/refunds';
import type { Sale } from '@vitrine/contract/sales';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { OrderRefunds, RefundDestinationLines } from '@vitrine/ui/order-refunds';
import { toast } from '@vitrine/ui/toast';
import { useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { refundMessages as t } from '../messages.ts';
import { ReturnDialog } from './return-dialog.tsx';

/** A paid sale whose items may still come back (the API's rule, features/refunds). */
const RETURNABLE: readonly Sale['status'][] = ['pago', 'em_separacao', 'enviado', 'entregue'];

/**
 * The sale's refunds: each with its status, "Tentar novamente" on one the provider failed, a
 * boleto's destination and "Marcar como devolvido" once transferred; "Devolver itens" while
 * something is left to refund.
 */
export function SaleRefunds({ sale }: { sale: Sale }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const giveBack = useMutation(createSaleReturnMutationOptions(api, queryClient));
  const act = useMutation(saleRefundActionMutationOptions(api, queryClient));
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const returnable =
    sale.paid_at !== null && RETURNABLE.includes(sale.status) && sale.refundable > 0;
  if (sale.refunds.length === 0 && !returnable) return null;

  async function confirm(body: CreateReturnBody): Promise<ApiError | null> {
    try {
      const after = await giveBack.mutateAsync({ code: sale.code, body });
      setOpen(false);
      toast.success(t.returned(formatBRL(after.refunds[0]?.amount ?? 0)));
      return null;
    } catch (caught) {
      return toApiError(caught);
    }
  }

  async function run(refundId: string, action: 'retry' | 'settle') {
    setProblem(null);
    try {
      await act.mutateAsync({ code: sale.code, refundId, action });
      toast.success(action === 'retry' ? t.retried : t.settled);
    } catch (caught) {
      setProblem(toApiError(caught).message);
    }
  }

  return (
    <section className="office-card sale-section" aria-labelledby="sale-refunds">
      <h2 id="sale-refunds">{t.title}</h2>
      {problem ? (
        <p role="alert" className="sale-dialog__error">
          {problem}
        </p>
      ) : null}
      {sale.refunds.length === 0 ? <p>{t.none}</p> : null}
      <OrderRefunds refunds={sale.refunds} formatAt={formatDateTime}>
        {(refund) => (
          <>
            {refund.via === 'transfer' && refund.status !== 'devolvido' ? (
              <p>{refund.destination ? t.transferHint : t.waitingData}</p>
            ) : null}
            <RefundDestinationLines destination={refund.destination} />
            {refund.retryable ? (
              <Button
                variant="secondary"
                loading={act.isPending && act.variables?.refundId === refund._id}
                onClick={() => void run(refund._id, 'retry')}
              >
                {t.retry}
              </Button>
            ) : null}
            {refund.via === 'transfer' && refund.status === 'em_processamento' ? (
              <Button
                variant="primary"
                loading={act.isPending && act.variables?.refundId === refund._id}
                onClick={() => void run(refund._id, 'settle')}
              >
                {t.settle}
              </Button>
            ) : null}
          </>
        )}
      </OrderRefunds>
      {returnable ? (
        <>
          <p>{t.refundable(formatBRL(sale.refundable))}</p>
          <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
            {t.giveBack}
          </Button>
          <ReturnDialog
            sale={sale}
            open={open}
            onOpenChange={setOpen}
            onConfirm={confirm}
            returnFocusTo={opener.current}
          />
        </>
      ) : null}
    </section>
  );
}
