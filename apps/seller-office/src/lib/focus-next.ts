import { useEffect, useState } from 'react';

/**
 * An action that adds or removes part of a form moves the focus to what now stands there (the
 * new item's first field; after a removal, the button that adds one), never leaving it on
 * <body> with the button pressed gone. The element is named by its id and focused once the
 * render that draws it is on screen.
 */
export function useFocusNext(): (id: string) => void {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (!next) return;
    setNext(null);
    document.getElementById(next)?.focus();
  }, [next]);
  return setNext;
}
