import type { StoreChecklist, StoreState } from '@vitrine/contract/store-life';
import {
  missingToOpen,
  REQUIRED_TO_OPEN,
  STORE_CHECKLIST_LABELS,
  STORE_CHECKLIST_STEPS,
} from '@vitrine/domain/store-checklist';
import type { StoreRow } from '../../http/context.ts';
import type { ChecklistRead } from './reads.ts';

export function toChecklist({ store, done }: ChecklistRead): StoreChecklist {
  return {
    status: store.status,
    pause_message: store.pauseMessage,
    closed_at: store.closedAt?.toISOString() ?? null,
    steps: STORE_CHECKLIST_STEPS.map((code) => ({
      code,
      label: STORE_CHECKLIST_LABELS[code],
      required: REQUIRED_TO_OPEN.has(code),
      done: done[code],
    })),
    missing: missingToOpen(done),
  };
}

export function toStoreState(store: StoreRow, message: string): StoreState {
  return {
    status: store.status,
    pause_message: store.pauseMessage,
    closed_at: store.closedAt?.toISOString() ?? null,
    message,
  };
}

/** The audit's before/after of a move. */
export const lifeFieldsOf = (store: StoreRow) => ({
  status: store.status,
  pause_message: store.pauseMessage,
  closed_at: store.closedAt?.toISOString() ?? null,
});
