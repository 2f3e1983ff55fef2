import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { MyDataForm as PersonalDataForm, type PersonalField } from '@vitrine/ui/my-data-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { myDataMessages as t } from '../my-data-messages.ts';
import { customerProfileQueryOptions } from '@vitrine/api-client/queries/get-customer-profile';
import { customerProfileQueryKey } from '@vitrine/api-client/query-keys';

/** A shopper's optional data (updateProfileBodySchema): CPF, phone, birth date. */
const CUSTOMER_FIELDS: readonly PersonalField[] = ['cpf', 'phone', 'birth_date'];

/** spec §2 /minha-conta/meus-dados: the shared form on the customer's profile endpoint. */
export function MyDataForm() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(customerProfileQueryOptions(api));
  return (
    <PersonalDataForm
      profile={profile}
      fields={CUSTOMER_FIELDS}
      emailHint={t.emailHint}
      save={async (body) => {
        const { updateCustomerProfile } =
          await import('@vitrine/api-client/update-customer-profile');
        return updateCustomerProfile(await api.client(), body);
      }}
      toRefusal={toApiError}
      onSaved={(saved, notice) => {
        queryClient.setQueryData(customerProfileQueryKey, saved);
        notify('success', notice);
      }}
    />
  );
}
