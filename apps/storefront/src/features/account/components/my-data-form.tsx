import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@vitrine/contract/customers';
import { CPF_MASK, DATE_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { notify } from '../../checkout/notify.ts';
import { myDataMessages as t } from '../my-data-messages.ts';
import {
  profileFormSchema,
  profileFormValues,
  type ProfileFormInput,
} from './profile-form-model.ts';
import { customerProfileQueryOptions } from '@vitrine/api-client/queries/get-customer-profile';
import { customerProfileQueryKey } from '@vitrine/api-client/query-keys';

const FIELDS = ['first_name', 'last_name', 'cpf', 'phone', 'birth_date'] as const;

/**
 * spec §2 /minha-conta/meus-dados: the shopper's own data, checked by spec §5's rules before it
 * leaves (the API checks them again; what it refuses shows next to its field). The e-mail is the
 * login and stays read-only.
 */
export function MyDataForm() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(customerProfileQueryOptions(api));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, UpdateProfileBody>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { updateCustomerProfile } = await import('@vitrine/api-client/update-customer-profile');
      const saved = await updateCustomerProfile(await api.client(), body);
      queryClient.setQueryData(customerProfileQueryKey, saved);
      form.reset(profileFormValues(saved));
      notify('success', t.saved);
    } catch (error) {
      // showFailure sets errors only: the form's parsed output type plays no part in it.
      const fields = form as unknown as UseFormReturn<ProfileFormInput>;
      setFailure(showFailure(fields, error, FIELDS));
    }
  });

  const optional = (label: string) => `${label} (${t.optional})`;

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.firstName}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <TextField
        label={t.lastName}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <TextField
        label={t.email}
        type="email"
        value={profile.email}
        readOnly
        hint={t.emailHint}
        name="email"
      />
      <TextField
        label={optional(t.cpf)}
        inputMode="numeric"
        mask={CPF_MASK}
        error={errors.cpf?.message}
        {...form.register('cpf')}
      />
      <TextField
        label={optional(t.phone)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        mask={PHONE_MASKS}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={optional(t.birthDate)}
        hint={t.birthDateHint}
        inputMode="numeric"
        autoComplete="bday"
        mask={DATE_MASK}
        error={errors.birth_date?.message}
        {...form.register('birth_date')}
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
