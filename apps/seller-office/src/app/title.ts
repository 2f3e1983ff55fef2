import { useEffect } from 'react';

/** The tab's title: the screen's name, then the app's (a seller keeps several tabs open). */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Painel do vendedor`;
  }, [title]);
}
