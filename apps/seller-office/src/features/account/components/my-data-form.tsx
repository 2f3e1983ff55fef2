import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { updateSellerProfileMutationOptions } from '@vitrine/api-client/update-seller-profile';
import type { LoggedAccount } from '@vitrine/contract/auth';
import type { UpdateSellerBody } from '@vitrine/contract/sellers';
import { PHONE_MASKS } from '@vitrine/domain/mask';
import { sessionQueryKey } from '@vitrine/session/react';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { showFailure } from '@vitrine/api-client/form-failure';
import { myDataMessages as t } from '../messages.ts';
import { myDataSchema, myDataValues, type MyDataInput } from './my-data-model.ts';

const FIELDS = ['first_name', 'last_name', 'phone'] as const;

/**
 * spec §2 /vendedor/minha-conta/meus-dados: the seller's own name and phone, checked by spec
 * §5's rules before they leave (the API checks them again; what it refuses shows next to its
 * field). The e-mail is the login and stays read-only.
 */
export function MyDataForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(api));
  const update = useMutation(updateSellerProfileMutationOptions(api, queryClient));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MyDataInput, unknown, UpdateSellerBody>({
    resolver: zodResolver(myDataSchema),
    defaultValues: myDataValues(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(body);
      form.reset(myDataValues(saved));
      // The header names the seller from the session: it shows the new name at once.
      queryClient.setQueryData<LoggedAccount | null>(sessionQueryKey('seller'), (account) =>
        account
          ? { ...account, first_name: saved.first_name, last_name: saved.last_name }
          : account,
      );
      toast.success(t.saved);
    } catch (error) {
      // showFailure sets errors only: the form's parsed output type plays no part in it.
      const fields = form as unknown as UseFormReturn<MyDataInput>;
      setFailure(showFailure(fields, error, FIELDS));
    }
  });

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
        name="email"
        value={profile.email}
        readOnly
        hint={t.emailHint}
      />
      <TextField
        label={`${t.phone} (${t.optional})`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t.phoneHint}
        mask={PHONE_MASKS}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      {failure && (
        <p className="account-form__error" role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
