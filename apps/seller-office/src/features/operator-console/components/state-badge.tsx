import { OPERATOR_STORE_STATE_LABELS, type OperatorStoreRow } from '@vitrine/contract/operators';
import { STATE_TONE } from '../messages.ts';

/** The store's state as the list's filter names it: "Suspensa" whatever its status, when it is. */
export function StateBadge({ store }: { store: Pick<OperatorStoreRow, 'status' | 'suspension'> }) {
  const state = store.suspension ? 'suspended' : store.status;
  return (
    <span className="console-state" data-tone={STATE_TONE[state]}>
      {OPERATOR_STORE_STATE_LABELS[state]}
    </span>
  );
}
