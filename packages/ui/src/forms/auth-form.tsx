import type { FormEventHandler, ReactNode } from 'react';

/**
 * Where a form posts before the page's script runs (the storefront's server pages): its
 * action and the hidden fields that go with it. Without it the form only submits by script.
 */
export type NativePost = { action?: string; fields?: Record<string, string> };

/**
 * A sign-in screen's form (`auth-form`): checked by its own script (noValidate), and, given a
 * native post, sent by the browser before that script runs, its hidden fields first.
 */
export function AuthForm(props: {
  nativePost: NativePost | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { nativePost } = props;
  return (
    <form
      className="auth-form"
      {...(nativePost ? { method: 'post', action: nativePost.action } : {})}
      noValidate
      onSubmit={props.onSubmit}
    >
      {Object.entries(nativePost?.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
    </form>
  );
}
