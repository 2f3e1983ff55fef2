import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  reactivateStoreMutationOptions,
  suspendStoreMutationOptions,
} from '@vitrine/api-client/operator-stores';
import { toApiError } from '@vitrine/api-client/errors';
import { operatorStoreQueryOptions } from '@vitrine/api-client/queries/get-operator-store';
import { formatDate, formatDateTime } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { StateBadge } from '../components/state-badge.tsx';
import {
  ActionsSection,
  OwnersSection,
  SetupSection,
  UsageSection,
} from '../components/store-sections.tsx';
import { SuspendDialog } from '../components/suspend-dialog.tsx';
import { storeMessages as t, suspendMessages } from '../messages.ts';
import { useConsoleTitle } from '../title.ts';

/**
 * /operador/lojas/{id}: a store as the platform sees it — where it answers, its state (and a
 * suspension's reason), its last 30 days, owners, usage against its limits, domains,
 * checklist and every operator action; "Suspender loja" (with the reason) or "Reativar loja".
 * Each answers the store as it now is, and the page shows it.
 */
export function StoreScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: store } = useSuspenseQuery(operatorStoreQueryOptions(api, useParams().id ?? ''));
  useConsoleTitle(store.name);
  const suspend = useMutation(suspendStoreMutationOptions(api, queryClient));
  const reactivate = useMutation(reactivateStoreMutationOptions(api, queryClient));
  const [dialog, setDialog] = useState<'suspend' | 'reactivate' | null>(null);

  async function suspendWith(reason: string) {
    await suspend.mutateAsync({ id: store._id, reason });
    setDialog(null);
    toast.success(t.suspended);
  }
  async function reactivateNow() {
    setDialog(null);
    try {
      await reactivate.mutateAsync(store._id);
      toast.success(t.reactivated);
    } catch (error) {
      toast.error(toApiError(error).message);
      await queryClient.invalidateQueries({
        queryKey: operatorStoreQueryOptions(api, store._id).queryKey,
      });
    }
  }

  return (
    <div className="office-page console-store-page">
      <p>
        <Link to={CONSOLE_PATHS.home}>{t.back}</Link>
      </p>
      <header className="office-page__header">
        <div className="console-store__head">
          <h1>{store.name}</h1>
          <StateBadge store={store} />
        </div>
        <div className="office-page__actions">
          {store.suspension ? (
            <Button loading={reactivate.isPending} onClick={() => setDialog('reactivate')}>
              {t.reactivate}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog('suspend')}>
              {t.suspend}
            </Button>
          )}
        </div>
      </header>
      <p className="console-store__host">{store.host}</p>
      <p className="office-hint">{t.created(formatDate(store.created_at))}</p>
      {store.suspension ? (
        <div className="console__notice" data-tone="danger" role="status">
          <p>{t.suspendedSince(formatDateTime(store.suspension.at))}</p>
          <p>
            {t.reason}: {store.suspension.reason}
          </p>
        </div>
      ) : null}
      <p>
        <strong>{t.figures}:</strong> {t.orders(store.orders_30d)}, {t.revenue(store.revenue_30d)}.
      </p>
      <OwnersSection store={store} />
      <UsageSection store={store} />
      <SetupSection store={store} />
      <ActionsSection store={store} />
      <SuspendDialog
        storeName={store.name}
        open={dialog === 'suspend'}
        onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
        onSuspend={suspendWith}
      />
      <ConfirmDialog
        open={dialog === 'reactivate'}
        onOpenChange={(open) => setDialog(open ? 'reactivate' : null)}
        title={suspendMessages.reactivateTitle(store.name)}
        description={suspendMessages.reactivateDescription}
        confirmLabel={suspendMessages.reactivateConfirm}
        cancelLabel={suspendMessages.keep}
        onConfirm={() => void reactivateNow()}
      />
    </div>
  );
}
