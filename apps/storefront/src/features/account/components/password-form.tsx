import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { changePasswordBodySchema } from '@vitrine/contract/auth';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { PasswordRules } from '@vitrine/ui/password-rules';
import { notify } from '../../checkout/notify.ts';
import { passwordMessages as t } from '../password-messages.ts';
import { devicesQueryKey } from '@vitrine/api-client/query-keys';

// The contract's body (spec §5 rules on the new password, the API's own check), the new one
// typed twice.
const schema = changePasswordBodySchema
  .extend({ confirmation: z.string() })
  .refine((input) => input.new_password === input.confirmation, {
    path: ['confirmation'],
    message: t.mismatch,
  })
  .refine((input) => input.new_password !== input.current_password, {
    path: ['new_password'],
    message: t.sameAsCurrent,
  });
type PasswordInput = z.input<typeof schema>;

/**
 * spec §2 /minha-conta/minha-senha: the API ends every other session of the shopper when the
 * password changes (this one stays), and the screen says so before and after.
 */
export function PasswordForm() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'new_password' }) ?? '';

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFailure(null);
    setChanged(false);
    try {
      const { changeCustomerPassword } =
        await import('@vitrine/api-client/change-customer-password');
      await changeCustomerPassword(await api.client(), { current_password, new_password });
      form.reset();
      setChanged(true);
      notify('success', t.changed);
      void queryClient.invalidateQueries({ queryKey: devicesQueryKey });
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.code === 'wrong_password') {
        form.setError('current_password', { message: refusal.message }, { shouldFocus: true });
        return;
      }
      setFailure(showFailure(form, error, ['current_password', 'new_password']));
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p>{t.intro}</p>
      <TextField
        label={t.current}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label={t.next}
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        error={errors.new_password?.message}
        {...form.register('new_password')}
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
      <p role="status" className="account-form__status">
        {changed ? t.changed : ''}
      </p>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
