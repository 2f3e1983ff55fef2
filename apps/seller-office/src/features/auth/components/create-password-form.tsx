import { zodResolver } from '@hookform/resolvers/zod';
import { createPasswordBodySchema, type LoggedAccount } from '@vitrine/contract/auth';
import { createPassword } from '@vitrine/session/browser';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordRules } from '@vitrine/ui/password-rules';
import { authMessages } from '../messages.ts';

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
  /** The seller the link is for: the password managers' username. */
  email: string;
  onCreated: (account: LoggedAccount) => void | Promise<void>;
  /** The link was used or expired since the screen checked it. */
  onInvalidLink: () => void;
};

/**
 * spec §2 /vendedor/login/criar-senha: the new password with the spec §5 rules shown as it is
 * typed; the office's server creates it on the API and logs in (the token becomes the HttpOnly
 * cookie, spec §6; the page only learns who logged in).
 */
export function CreatePasswordForm(props: CreatePasswordFormProps) {
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreatePasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await createPassword({
      first_access_token: props.token,
      password: input.password,
    });
    if (result.ok) {
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
    <form className="auth-form" noValidate onSubmit={onSubmit}>
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
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
