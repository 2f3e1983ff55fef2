import { headerMessages as t } from '../header-messages.ts';

/**
 * "Olá, Joana" in the header. On a phone the "Olá," is for screen readers only, so the name
 * itself has the room beside the store's logo and the cart (shell.css, `.site-header__hello`).
 */
export function Greeting({ firstName }: { firstName: string }) {
  return (
    <span className="site-header__greeting">
      {/* The space outside: a name is computed from each element's own text, trimmed. */}
      <span className="site-header__hello">{t.hello}</span> {firstName}
    </span>
  );
}
