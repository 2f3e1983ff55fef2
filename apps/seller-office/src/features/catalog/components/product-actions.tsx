import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteCatalogProduct,
  duplicateCatalogProductMutationOptions,
  setCatalogProductStatusMutationOptions,
} from '@vitrine/api-client/catalog-product-writes';
import { toApiError } from '@vitrine/api-client/errors';
import {
  catalogProductQueryKey,
  catalogProductsQueryKey,
  lowStockQueryKey,
} from '@vitrine/api-client/query-keys';
import type { OfficeProduct, ProductStatus } from '@vitrine/contract/catalog-office';
import { Button } from '@vitrine/ui/button';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { toast } from '@vitrine/ui/toast';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { actionMessages as t } from '../form/messages.ts';
import { LEAVING_ON_PURPOSE } from '../../../lib/unsaved-changes-guard.tsx';
import type { SavedState } from '../screens/product-new-screen.tsx';

type Props = {
  product: OfficeProduct;
  /** A status change is saved: the form starts again from the product, with this notice. */
  onDone: (notice: string) => void;
  /** The form holds changes not saved: an action that would lose them asks first. */
  unsaved?: boolean;
};

type Busy = 'status' | 'duplicate' | 'delete' | null;

/**
 * Back to draft (an active or archived product leaves the store), archive, duplicate, delete.
 * Publishing is the form's "Salvar e publicar". A product with orders is never deleted: the
 * API refuses (409 product_has_orders) and the screen offers to archive it instead.
 */
export function ProductActions({ product, onDone, unsaved = false }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setStatus = useMutation(setCatalogProductStatusMutationOptions(api, queryClient));
  const duplicate = useMutation(duplicateCatalogProductMutationOptions(api, queryClient));
  // Not the shared mutation options: they drop the product's query at once, and this screen,
  // still reading it, would fetch it again (a 404) before it could leave for the list.
  const remove = useMutation({ mutationFn: (id: string) => deleteCatalogProduct(api, id) });
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<{ message: string; archive: boolean } | null>(null);
  // The action waiting for "Descartar e continuar" while the form has changes not saved.
  const [discarding, setDiscarding] = useState<(() => void) | null>(null);
  const unlessUnsaved = (action: () => void) => () =>
    unsaved ? setDiscarding(() => action) : action();
  const problemRef = useRef<HTMLDivElement>(null);
  const edit = product.kind === 'product' ? PATHS.product : PATHS.service;

  async function run(what: Exclude<Busy, null>, action: () => Promise<void>) {
    setProblem(null);
    setBusy(what);
    try {
      await action();
    } catch (caught) {
      const error = toApiError(caught);
      setProblem({
        message: error.code === 'product_has_orders' ? t.hasOrders : error.message,
        archive: error.code === 'product_has_orders' && product.status !== 'archived',
      });
      problemRef.current?.focus();
    } finally {
      setBusy(null);
    }
  }

  const moveTo = (status: ProductStatus) =>
    run('status', async () => {
      await setStatus.mutateAsync({ id: product._id, status });
      onDone(noticeOf(product.status, status));
    });

  return (
    <section className="office-card product-actions" aria-labelledby="product-actions">
      <h2 id="product-actions" className="product-actions__title">
        {t.actions}
      </h2>
      <div ref={problemRef} tabIndex={-1}>
        {problem ? (
          <div role="alert" className="product-form__failure">
            <p>{problem.message}</p>
            {problem.archive ? (
              <Button variant="secondary" onClick={unlessUnsaved(() => void moveTo('archived'))}>
                {t.archiveInstead}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="product-actions__buttons">
        {product.status !== 'draft' ? (
          <Button
            variant="secondary"
            loading={busy === 'status'}
            onClick={unlessUnsaved(() => void moveTo('draft'))}
          >
            {t.toDraftAction}
          </Button>
        ) : null}
        {product.status !== 'archived' ? (
          <Button
            variant="secondary"
            loading={busy === 'status'}
            onClick={unlessUnsaved(() => void moveTo('archived'))}
          >
            {t.archive}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          loading={busy === 'duplicate'}
          onClick={unlessUnsaved(
            () =>
              void run('duplicate', async () => {
                const copy = await duplicate.mutateAsync(product._id);
                const state: SavedState = { notice: t.duplicated };
                await navigate(edit(copy._id), { state: { ...state, ...LEAVING_ON_PURPOSE } });
              }),
          )}
        >
          {t.duplicate}
        </Button>
        <Button variant="danger" loading={busy === 'delete'} onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title={t.discardTitle}
        description={t.discardDescription}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        confirmVariant="danger"
        onConfirm={() => {
          const action = discarding;
          setDiscarding(null);
          action?.();
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle(product.name)}
        description={t.deleteDescription}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.keep}
        confirmVariant="danger"
        onConfirm={() =>
          void run('delete', async () => {
            await remove.mutateAsync(product._id);
            toast.success(t.deleted(product.name));
            void queryClient.invalidateQueries({ queryKey: [...catalogProductsQueryKey, 'list'] });
            void queryClient.invalidateQueries({ queryKey: lowStockQueryKey });
            await navigate(product.kind === 'product' ? PATHS.products : PATHS.services, {
              state: LEAVING_ON_PURPOSE,
            });
            queryClient.removeQueries({ queryKey: catalogProductQueryKey(product._id) });
          })
        }
      />
    </section>
  );
}

/** What a status change tells the seller: when the store follows, if it had the product. */
function noticeOf(from: ProductStatus, to: ProductStatus): string {
  if (to === 'archived') return from === 'active' ? t.archived : t.archivedFromDraft;
  return from === 'active' ? t.toDraft : t.toDraftFromArchived;
}
