import { useSuspenseQuery } from '@tanstack/react-query';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import type { ReactNode } from 'react';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { SignInFrame } from '../../../shared/sign-in-frame.tsx';
import { authMessages as t } from '../messages.ts';

/**
 * The frame of the public sign-in screens: which store's panel this is (the host's store; a
 * seller of another store is at the wrong address), and the screen in one card.
 */
export function AuthPage({
  title,
  labelledBy,
  children,
}: {
  /** The tab's title. */
  title: string;
  /** The id of the screen's h1. */
  labelledBy: string;
  children: ReactNode;
}) {
  const api = useApi();
  const { data: store } = useSuspenseQuery(currentStoreQueryOptions(api));
  useTitle(title);
  return (
    <SignInFrame brand={store.name} tag={t.tag} labelledBy={labelledBy}>
      {children}
    </SignInFrame>
  );
}

/** The host's store name, for the screens' words. */
export function useStoreName(): string {
  const api = useApi();
  return useSuspenseQuery(currentStoreQueryOptions(api)).data.name;
}
