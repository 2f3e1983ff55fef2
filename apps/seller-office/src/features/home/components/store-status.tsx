import { useSuspenseQuery } from '@tanstack/react-query';
import { storeChecklistQueryOptions } from '@vitrine/api-client/queries/get-store-checklist';
import { useApi } from '../../../lib/api-context.tsx';
import { StoreChecklistCard } from './store-checklist.tsx';
import { StoreClosedCard, StoreOpenCard, StorePausedCard } from './store-pause.tsx';

/**
 * Where the store is in its life, for whoever sets it up (owners and administrators; the
 * route's loader asked for it): the checklist until it opens, then pause or reopen.
 */
export function StoreStatusCard() {
  const { data: checklist } = useSuspenseQuery(storeChecklistQueryOptions(useApi()));
  switch (checklist.status) {
    case 'draft':
      return <StoreChecklistCard checklist={checklist} />;
    case 'open':
      return <StoreOpenCard />;
    case 'paused':
      return <StorePausedCard checklist={checklist} />;
    case 'closed':
      return <StoreClosedCard closedAt={checklist.closed_at} />;
  }
}
