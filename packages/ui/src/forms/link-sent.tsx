import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button.tsx';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

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

const t = formMessages.recover;

/**
 * Recover access's answer: what was sent (the app's words: which store or panel), where else to
 * look, and a way to ask again (back to the e-mail form).
 */
export function RecoverLinkSent({ message, onAgain }: { message: string; onAgain: () => void }) {
  return (
    <LinkSent title={t.sentTitle}>
      <p>{message}</p>
      <p className="auth__hint">{t.spam}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t.again}
      </Button>
    </LinkSent>
  );
}

/** The links under a sign-in screen's form ("Voltar para o login", …), one line each. */
export function AuthLinks({ links }: { links: ReactNode[] }) {
  return (
    <div className="auth-links">
      {links.map((link, index) => (
        <p key={index}>{link}</p>
      ))}
    </div>
  );
}
