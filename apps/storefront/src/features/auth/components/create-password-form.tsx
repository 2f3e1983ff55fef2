import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { createPasswordBodySchema, type LoggedAccount } from '@vitrine/contract/auth';
import { createPassword } from '@vitrine/session/browser';
import { SESSION_PATHS } from '@vitrine/session/kinds';
import { sessionQueryKey } from '@vitrine/session/react';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { authMessages } from '../messages.ts';
import { PasswordRules } from '@vitrine/ui/password-rules';

const t = authMessages.createPassword;

// The contract's password (spec §5 rules, the API's own check), typed twice.
const schema = z
  .object({
    password: createPasswordBodySchema.shape.password,
    confirmation: z.string(),
  })
  .refine((input) => input.password === input.confirmation, {
    path: ['confirmation'],
    message: t.mismatch,
  });
type CreatePasswordInput = z.input<typeof schema>;

export type CreatePasswordFormProps = {
  token: string;
  /** The account the link is for: the password managers' username. */
  email: string;
  onCreated: (account: LoggedAccount) => void | Promise<void>;
  /** The link was used or expired since the page checked it. */
  onInvalidLink: () => void;
  /** `?erro=`: why a form sent before the page's script ran came back. */
  refusedCode: string | null;
};

/**
 * spec §2 /login/criar-senha: the new password with the spec §5 rules shown as it is typed,
 * then the storefront's server creates it and logs in (the token becomes the HttpOnly cookie,
 * spec §6; the page only learns who logged in).
 */
export function CreatePasswordForm(props: CreatePasswordFormProps) {
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(
    props.refusedCode ? (t.refused[props.refusedCode] ?? t.failed) : null,
  );
  const form = useForm<CreatePasswordInput>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await createPassword({
      first_access_token: props.token,
      password: input.password,
    });
    if (result.ok) {
      queryClient.setQueryData(sessionQueryKey('customer'), result.account);
      await props.onCreated(result.account);
      return;
    }
    if (result.code === 'invalid_token') {
      props.onInvalidLink();
      return;
    }
    setFailure(result.message || t.failed);
  });

  return (
    // Before the script runs the form posts to the storefront's server, which does the same
    // and comes back here with `?erro=` on a refusal.
    <form
      className="auth-form"
      method="post"
      action={SESSION_PATHS.createPassword}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="first_access_token" value={props.token} />
      {/* Password managers save the new password under this account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={props.email}
        readOnly
        hidden
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules id={rulesId} password={password} />
      <TextField
        label={t.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
