import { useEffect } from 'react';
import { frameMessages } from './messages.ts';

/** The tab's title: the screen's name, then the console's (not the sellers' panel). */
export function useConsoleTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${frameMessages.app}`;
  }, [title]);
}
