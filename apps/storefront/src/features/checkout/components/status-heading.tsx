import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A payment screen's title. When the order's state changes under the shopper's eyes (the bank
 * confirmed, the time ran out) the new title takes the focus, so it is read out and the
 * keyboard goes on from the new screen; on the first render the page's own focus rules apply.
 */
export function StatusHeading({
  state,
  id = 'payment-title',
  children,
}: {
  state: string;
  id?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(state);
  useEffect(() => {
    if (state !== first.current) heading.current?.focus();
  }, [state]);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className="payment-screen__title">
      {children}
    </h1>
  );
}
