import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, type ApiError } from '@vitrine/api-client/errors';
import { salesQueryKey } from '@vitrine/api-client/query-keys';
import { updateSaleStatusMutationOptions } from '@vitrine/api-client/update-sale-status';
import { movesFrom, needsTrackingCode, type SaleMove } from '@vitrine/contract/sale-moves';
import type { Sale, UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { formatBRL } from '@vitrine/domain/money';
import { detailMessages as t, refundMessages } from '../messages.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';

type Problem = { conflict: boolean; message: string };

const MOVE_LABELS: Record<SaleMove, string> = {
  em_separacao: t.toSeparation,
  enviado: t.toShipped,
  entregue: t.toDelivered,
  cancelado: t.cancel,
};

/**
 * The moves the sale's status allows (spec §2 sale detail): "Em separação" and "Entregue" at
 * once, "Enviado" and cancelling through a dialog. A move someone else made first (409) says
 * so and the sale is read again, so the buttons match its status.
 */
export function SaleActions({
  sale,
  statusRef,
}: {
  sale: Sale;
  /** Where focus goes once the sale moved: its status, which says what happened. */
  statusRef: RefObject<HTMLElement | null>;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation(updateSaleStatusMutationOptions(api, queryClient));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dialog, setDialog] = useState<'enviado' | 'cancelado' | null>(null);
  const [pending, setPending] = useState<SaleMove | null>(null);
  // Where focus lands when a dialog closes after sending: the opener is gone by then.
  const [focusAfter, setFocusAfter] = useState<'status' | 'problem' | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // The button pressed is gone once the sale shows its new status (the mutation writes it to
  // the query before it settles): focus goes to that status then, not to <body>.
  const focusStatusOn = useRef<SaleMove | null>(null);
  useEffect(() => {
    if (focusStatusOn.current !== sale.status) return;
    focusStatusOn.current = null;
    statusRef.current?.focus();
  }, [sale.status, statusRef]);
  const moves = movesFrom(sale.status);

  /** Sends a move: null when done (or a conflict, shown here); the error for a dialog else. */
  async function move(body: UpdateSaleStatusBody): Promise<ApiError | null> {
    setProblem(null);
    setPending(body.status);
    focusStatusOn.current = body.status;
    try {
      const moved = await mutation.mutateAsync({ code: sale.code, body });
      setFocusAfter('status');
      // Only the dialog that sent this move closes: the sale shows its new status before the
      // mutation settles (the list's refetch), and the next move's dialog may be open by then.
      setDialog((open) => (open === body.status ? null : open));
      toast.success(t.moved(moved.status_label));
      // A cancel past the note's 24 hours: the note stands (the note's section says so too).
      if (moved.invoice_notice) toast.warning(moved.invoice_notice);
      return null;
    } catch (caught) {
      focusStatusOn.current = null;
      const error = toApiError(caught);
      if (error.status === 409 || error.status === 404) {
        setFocusAfter('problem');
        setDialog(null);
        setProblem({ conflict: true, message: error.message });
        await queryClient.invalidateQueries({ queryKey: salesQueryKey });
        problemRef.current?.focus();
        return null;
      }
      if (dialog) return error;
      setProblem({ conflict: false, message: error.message });
      problemRef.current?.focus();
      return null;
    } finally {
      setPending(null);
    }
  }

  const returnFocusTo =
    focusAfter === 'problem'
      ? problemRef.current
      : focusAfter === 'status'
        ? statusRef.current
        : null;

  return (
    <section className="sale-actions office-card" aria-labelledby="sale-actions-title">
      <h2 id="sale-actions-title">{t.actions}</h2>
      <div ref={problemRef} tabIndex={-1} className="sale-actions__problem-anchor">
        {problem ? (
          <div role="alert" className="sale-actions__problem">
            {problem.conflict ? (
              <p className="sale-actions__problem-title">{t.conflictTitle}</p>
            ) : null}
            <p>{problem.message}</p>
            {problem.conflict ? <p>{t.conflictRefreshed}</p> : null}
          </div>
        ) : null}
      </div>
      {moves.length === 0 ? (
        <p>{t.noActions}</p>
      ) : (
        <div className="sale-actions__buttons">
          {moves.map((next) => (
            <Button
              key={next}
              variant={next === 'cancelado' ? 'danger' : 'primary'}
              loading={pending === next && !dialog}
              onClick={() => {
                if (next === 'enviado' || next === 'cancelado') {
                  setProblem(null);
                  setFocusAfter(null);
                  setDialog(next);
                } else {
                  void move({ status: next });
                }
              }}
            >
              {MOVE_LABELS[next]}
            </Button>
          ))}
        </div>
      )}
      <ShipDialog
        open={dialog === 'enviado'}
        onOpenChange={(open) => setDialog(open ? 'enviado' : null)}
        needsTracking={needsTrackingCode(sale)}
        defaultCarrier={sale.default_carrier}
        onConfirm={move}
        returnFocusTo={returnFocusTo}
      />
      <CancelDialog
        open={dialog === 'cancelado'}
        onOpenChange={(open) => setDialog(open ? 'cancelado' : null)}
        onConfirm={move}
        returnFocusTo={returnFocusTo}
        coupon={sale.coupon_code ? { code: sale.coupon_code, paid: sale.paid_at !== null } : null}
        description={
          sale.paid_at && sale.refundable > 0
            ? refundMessages.cancelPaid(
                formatBRL(sale.refundable),
                sale.payment_method === 'boleto',
              )
            : undefined
        }
      />
    </section>
  );
}
