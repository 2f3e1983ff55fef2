import { useSyncExternalStore, type ComponentProps } from 'react';
import { Button, type ButtonProps } from './button.tsx';

const neverChanges = () => () => {};

/**
 * false on the server and while React hydrates the server's HTML, true from the render after
 * (React renders again with the browser's snapshot once hydrated), and at once in a tree the
 * browser renders itself (the office, a client navigation): no flash of a disabled button there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * A form only its own script sends (an API call from the browser), for personal or card data:
 * it has no native path. Before the page is hydrated the browser would send it by itself, and a
 * form without `method` goes by GET, every named field in the URL: in the server's and the
 * proxies' logs, the browser's history, the next page's Referer. Pressing Enter in a text field
 * is enough: the HTML standard's "implicit submission" clicks the form's default button.
 *
 * - Its submit button is a `ScriptSubmit`, disabled in the server's HTML. A disabled button
 *   cannot be clicked, and implicit submission does nothing while the default button is
 *   disabled (the standard: "if the default button is disabled, the form is not submitted when
 *   such an implicit submission mechanism is used"). React enables it after hydration, once the
 *   form's `onSubmit` (which never lets the browser send it) is attached. It must be the form's
 *   first submit button: the default one.
 * - `method="post"` and no `action` (the page's own path): should the browser ever send it,
 *   the fields go in a body to this origin, never into a URL.
 * - A field that must not reach our server at all (the card's, on the pay page) has no `name`,
 *   which keeps it out of any submission (the storefront's `neverSubmitted`).
 *
 * Sign-in forms that work without the script (a native post to the server's session routes)
 * are not these: they keep an enabled button.
 */
export function ScriptForm(props: Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  return <form noValidate {...props} method="post" />;
}

/** A `ScriptForm`'s submit button: disabled until the page is hydrated (see ScriptForm). */
export function ScriptSubmit({ disabled, ...props }: Omit<ButtonProps, 'type' | 'asChild'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
