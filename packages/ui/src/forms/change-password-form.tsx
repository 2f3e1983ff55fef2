import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@vitrine/contract/auth';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ScriptForm } from '../script-form.tsx';
import { TextField } from '../text-field.tsx';
import { FormFailure, SubmitButton } from './form-parts.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { showRefusal, type ToRefusal } from './form-refusal.ts';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

const t = formMessages.changePassword;

// The contract's body (spec §5 rules on the new password, the API's own check), the new one
// typed twice.
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmation: z.string() })
  .refine((input) => input.new_password === input.confirmation, {
    path: ['confirmation'],
    message: t.mismatch,
  })
  .refine((input) => input.new_password !== input.current_password, {
    path: ['new_password'],
    message: t.sameAsCurrent,
  });
type ChangePasswordInput = z.input<typeof changePasswordFormSchema>;
type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

export type ChangePasswordFormProps = {
  /** The app's API call (the customer's or the seller's password); throws when refused. */
  changePassword: (body: ChangePasswordBody) => Promise<unknown>;
  /** The api-client's `toApiError`. */
  toRefusal: ToRefusal;
  /** After the change: the app's toast with this notice, and what else it refreshes. */
  onChanged: (notice: string) => void;
};

/**
 * My password (spec §2 minha-conta/minha-senha, in both apps): the API ends every other
 * session of the account when the password changes (this one stays), and the form says so
 * before and after.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'new_password' });

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFailure(null);
    setChanged(false);
    try {
      await props.changePassword({ current_password, new_password });
    } catch (error) {
      const refusal = props.toRefusal(error);
      if (refusal.code === 'wrong_password') {
        form.setError('current_password', { message: refusal.message }, { shouldFocus: true });
        return;
      }
      setFailure(showRefusal(form, refusal, ['current_password', 'new_password']));
      return;
    }
    form.reset();
    setChanged(true);
    props.onChanged(t.changed);
  });

  return (
    <ScriptForm className="account-form" onSubmit={onSubmit}>
      <p>{t.intro}</p>
      <TextField
        label={t.current}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        rulesId={rulesId}
        password={password}
        field={form.register('new_password')}
        error={errors.new_password?.message}
        confirmationField={form.register('confirmation')}
        confirmationError={errors.confirmation?.message}
      />
      <FormFailure message={failure} />
      <p role="status" className="form-status">
        {changed ? t.changed : ''}
      </p>
      <div>
        <SubmitButton
          scriptOnly
          submitting={isSubmitting}
          label={t.submit}
          submittingLabel={t.submitting}
        />
      </div>
    </ScriptForm>
  );
}
