import type { ReactNode } from 'react';
import { SignInFrame } from '../../../shared/sign-in-frame.tsx';
import { frameMessages as t } from '../messages.ts';
import { useConsoleTitle } from '../title.ts';

/** The console's sign-in frame: the platform's console, and the screen in one card. */
export function ConsoleCard({
  title,
  labelledBy,
  children,
}: {
  /** The tab's title. */
  title: string;
  labelledBy: string;
  children: ReactNode;
}) {
  useConsoleTitle(title);
  return (
    <SignInFrame brand={t.brand} tag={t.tag} labelledBy={labelledBy}>
      {children}
    </SignInFrame>
  );
}
