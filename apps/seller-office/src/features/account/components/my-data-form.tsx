import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { updateSellerProfileMutationOptions } from '@vitrine/api-client/update-seller-profile';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { sessionQueryKey } from '@vitrine/session/react';
import { MyDataForm as PersonalDataForm, type PersonalField } from '@vitrine/ui/my-data-form';
import { toast } from '@vitrine/ui/toast';
import { useApi } from '../../../lib/api-context.tsx';
import { myDataMessages as t } from '../messages.ts';

/** A seller has a name and a phone (updateSellerBodySchema); no CPF, no birth date. */
const SELLER_FIELDS: readonly PersonalField[] = ['phone'];

/**
 * spec §2 /vendedor/minha-conta/meus-dados: the shared form on the seller's profile endpoint.
 * The header names the seller from the session, so a saved name shows there at once.
 */
export function MyDataForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(sellerProfileQueryOptions(api));
  const update = useMutation(updateSellerProfileMutationOptions(api, queryClient));
  return (
    <PersonalDataForm
      profile={profile}
      fields={SELLER_FIELDS}
      emailHint={t.emailHint}
      phoneHint={t.phoneHint}
      save={update.mutateAsync}
      toRefusal={toApiError}
      onSaved={(saved, notice) => {
        queryClient.setQueryData<LoggedAccount | null>(sessionQueryKey('seller'), (account) =>
          account
            ? { ...account, first_name: saved.first_name, last_name: saved.last_name }
            : account,
        );
        toast.success(notice);
      }}
    />
  );
}
