import type { ReactNode } from 'react';
import '@vitrine/ui/forms.css';
import './sign-in-frame.css';

/**
 * The frame of a public sign-in screen: whose panel this is (a store's name, or the platform's
 * console), then the screen in one card. A store's sign-in screens (features/auth) and the
 * console's (features/operator-console) draw it alike.
 */
export function SignInFrame({
  brand,
  tag,
  labelledBy,
  children,
}: {
  brand: string;
  tag: string;
  /** The id of the screen's h1. */
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <header>
        <p className="auth-page__brand">
          {brand} <span className="auth-page__tag">{tag}</span>
        </p>
      </header>
      <main id="conteudo" className="auth-page__main" tabIndex={-1}>
        <section className="auth office-card" aria-labelledby={labelledBy}>
          {children}
        </section>
      </main>
    </div>
  );
}

/** `?saiu=`: whether "Sair" ended the session on the API too (1) or only in this browser (0). */
export const LOGGED_OUT_PARAM = 'saiu';

/**
 * A sign-in screen's word after "Sair" (`?saiu=`): left, or left here only (the server did not
 * answer; the session expires by itself). Nothing without the parameter.
 */
export function LoggedOutNotice(props: {
  value: string | null;
  left: string;
  leftHereOnly: string;
}) {
  if (!props.value) return null;
  const here = props.value !== '1';
  return (
    <p className="auth__notice" role="status" data-tone={here ? 'warning' : undefined}>
      {here ? props.leftHereOnly : props.left}
    </p>
  );
}
