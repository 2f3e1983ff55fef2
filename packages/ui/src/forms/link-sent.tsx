import { useEffect, useRef, type ReactNode } from 'react';
import '../tokens.css';
import './forms.css';

/**
 * The answer after a link was asked for by e-mail: the same words whether or not the e-mail
 * has an account. Focus moves here, so a screen reader reads it at once and keyboard users go
 * on.
 */
export function LinkSent(props: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="link-sent" tabIndex={-1} ref={ref} aria-labelledby="link-sent-title">
      <h2 id="link-sent-title">{props.title}</h2>
      {props.children}
    </div>
  );
}
