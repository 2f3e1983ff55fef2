import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustStockMutationOptions } from '@vitrine/api-client/adjust-stock';
import { toApiError } from '@vitrine/api-client/errors';
import { stockHistoryQueryOptions } from '@vitrine/api-client/queries/get-stock-history';
import { catalogProductsQueryKey } from '@vitrine/api-client/query-keys';
import { stockChangedDetailsSchema } from '@vitrine/contract/catalog-stock';
import { Dialog } from '@vitrine/ui/dialog';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { stockMessages as t } from './messages.ts';
import { StockAdjustmentForm } from './stock-adjustment-form.tsx';
import { StockHistoryTable } from './stock-history-table.tsx';

export type StockTarget = { variationId: string; name: string; opener: HTMLElement };

type Props = {
  target: StockTarget;
  /** The variation's stock as the product screen has it. */
  current: number;
  onClose: () => void;
};

/** The count a 409 stock_changed names: the stock now (its details). */
function stockNow(details: unknown): number | null {
  const parsed = stockChangedDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.stock : null;
}

/**
 * A variation's stock: adjust it (relative, or absolute with the count the seller saw) with a
 * reason, and its history. An absolute count refused because the stock moved meanwhile (a sale)
 * says so with the count now, which becomes the one the next try carries.
 */
export function StockDialog({ target, current, onClose }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const adjust = useMutation(adjustStockMutationOptions(api, queryClient));
  // What the seller sees (and an absolute set carries): the screen's count, until an answer
  // of the API says otherwise.
  const [seen, setSeen] = useState(current);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.title(target.name)}
      description={t.description}
      returnFocusTo={target.opener}
    >
      <p className="stock-dialog__current">{t.current(seen)}</p>
      <StockAdjustmentForm
        seen={seen}
        onSubmit={async (body) => {
          setNotice(null);
          try {
            const result = await adjust.mutateAsync({ variationId: target.variationId, body });
            setSeen(result.stock);
            setNotice(t.done(result.stock));
            return null;
          } catch (caught) {
            const error = toApiError(caught);
            const now = error.code === 'stock_changed' ? stockNow(error.details) : null;
            if (now === null) return error.message;
            // The product screen and the history follow the count now.
            void queryClient.invalidateQueries({ queryKey: catalogProductsQueryKey });
            void queryClient.invalidateQueries({
              queryKey: stockHistoryQueryOptions(api, target.variationId).queryKey,
            });
            setSeen(now);
            return t.changed(now);
          }
        }}
      />
      <p role="status" className="stock-dialog__notice">
        {notice ?? ''}
      </p>
      <StockHistoryTable variationId={target.variationId} />
    </Dialog>
  );
}
