import { zodResolver } from '@hookform/resolvers/zod';
import { createPasswordBodySchema, type LoggedAccount } from '@vitrine/contract/auth';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormFailure, SubmitButton } from './form-parts.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { AuthForm, type NativePost } from './auth-form.tsx';
import type { SessionResult } from './session-result.ts';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

const t = formMessages.createPassword;

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
  /** The first-access or recovery link's token. */
  token: string;
  /** The account the link is for: the password managers' username. */
  email: string;
  /** The app's session call: its server creates the password on the API and logs in. */
  createPassword: (body: {
    first_access_token: string;
    password: string;
  }) => Promise<SessionResult>;
  onCreated: (account: LoggedAccount) => void | Promise<void>;
  /** The link was used or expired since the page checked it. */
  onInvalidLink: () => void;
  /** A refusal the page already knows of (a form sent before the script ran came back). */
  initialFailure?: string | null;
  nativePost?: NativePost;
};

/**
 * The new password with the spec §5 rules shown as it is typed, then the app's server creates
 * it and logs in (the token becomes the HttpOnly cookie, spec §6; the page only learns who
 * logged in).
 */
export function CreatePasswordForm(props: CreatePasswordFormProps) {
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(props.initialFailure ?? null);
  // No defaultValues: what was typed before the script ran stays (server-drawn pages).
  const form = useForm<CreatePasswordInput>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await props.createPassword({
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
    <AuthForm nativePost={props.nativePost} onSubmit={onSubmit}>
      {/* Password managers save the new password under this account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={props.email}
        readOnly
        hidden
      />
      <NewPasswordFields
        rulesId={rulesId}
        password={password}
        field={form.register('password')}
        error={errors.password?.message}
        confirmationField={form.register('confirmation')}
        confirmationError={errors.confirmation?.message}
      />
      <FormFailure message={failure} />
      <SubmitButton submitting={isSubmitting} label={t.submit} submittingLabel={t.submitting} />
    </AuthForm>
  );
}
