import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Refusal } from '../api/refusal.ts';
import { checkoutMessages } from '../messages.ts';

/**
 * Why the order was not made, right above the button that tried. Always on the page, so the
 * message is announced as it arrives (role="alert"); it also takes the focus, and the shopper
 * goes on from there, their form untouched.
 */
export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) region.current?.focus();
  }, [refusal]);
  return (
    <div
      ref={region}
      role="alert"
      tabIndex={refusal ? -1 : undefined}
      className="refusal"
      data-shown={Boolean(refusal) || undefined}
    >
      {refusal && (
        <>
          <p className="refusal__title">{checkoutMessages.refusal.title}</p>
          <p className="refusal__message">{refusal.message}</p>
          {refusal.link && (
            <p>
              <Link to={refusal.link.to}>{refusal.link.label}</Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
