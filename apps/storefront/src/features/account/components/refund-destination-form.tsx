import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { orderQueryKey } from '@vitrine/api-client/query-keys';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  PIX_KEY_TYPE_LABELS,
  refundDestinationSchema,
  type RefundDestination,
} from '@vitrine/contract/refunds';
import { CNPJ_MASK, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { PIX_KEY_TYPES, type PixKeyType } from '@vitrine/domain/refunds';
import { ScriptForm, ScriptSubmit } from '@vitrine/ui/script-form';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { useForm, type Resolver } from 'react-hook-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { refundMessages as t } from '../messages.ts';

/** Every field of both ways to receive; the contract's schema keeps those of the one chosen. */
type Values = {
  kind: 'pix' | 'bank';
  key_type: PixKeyType;
  key: string;
  bank: string;
  agency: string;
  account: string;
  account_type: (typeof BANK_ACCOUNT_TYPES)[number];
  holder_name: string;
  holder_cpf: string;
};

const KEY_MASKS: Partial<Record<PixKeyType, string | readonly string[]>> = {
  cpf: CPF_MASK,
  cnpj: CNPJ_MASK,
  phone: PHONE_MASKS,
};

/** "Dados para devolução": the boleto shopper's pix key or bank account for the store's transfer. */
export function RefundDestinationForm({ code }: { code: string }) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, RefundDestination>({
    resolver: zodResolver(refundDestinationSchema) as unknown as Resolver<
      Values,
      unknown,
      RefundDestination
    >,
    defaultValues: {
      kind: 'pix',
      key_type: 'cpf',
      key: '',
      bank: '',
      agency: '',
      account: '',
      account_type: 'corrente',
      holder_name: '',
      holder_cpf: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const keyType = form.watch('key_type');

  const submit = form.handleSubmit(async (body) => {
    try {
      const { giveRefundDestination } = await import('@vitrine/api-client/give-refund-destination');
      const order = await giveRefundDestination(await api.client(), { code, body });
      queryClient.setQueryData(orderQueryKey(order.code), order);
      notify('success', t.saved);
    } catch (caught) {
      form.setError('root', { message: toApiError(caught).message });
    }
  });

  return (
    // Sent only by its script (ScriptForm): the pix key or bank account never goes into a URL.
    <ScriptForm onSubmit={submit} className="order-refund-form" aria-labelledby="refund-form">
      <h3 id="refund-form">{t.formTitle}</h3>
      <p>{t.formIntro}</p>
      <SelectField label={t.kind} {...form.register('kind')}>
        <option value="pix">{t.kinds.pix}</option>
        <option value="bank">{t.kinds.bank}</option>
      </SelectField>
      {kind === 'pix' ? (
        <>
          <SelectField label={t.keyType} {...form.register('key_type')}>
            {PIX_KEY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PIX_KEY_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            key={keyType}
            label={t.key}
            mask={KEY_MASKS[keyType]}
            error={errors.key?.message}
            {...form.register('key')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t.bank}
            hint={t.bankHint}
            inputMode="numeric"
            mask="###"
            error={errors.bank?.message}
            {...form.register('bank')}
          />
          <TextField
            label={t.agency}
            inputMode="numeric"
            mask="#####"
            error={errors.agency?.message}
            {...form.register('agency')}
          />
          <TextField
            label={t.account}
            error={errors.account?.message}
            {...form.register('account')}
          />
          <SelectField label={t.accountType} {...form.register('account_type')}>
            {BANK_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {BANK_ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.holderName}
            autoComplete="name"
            error={errors.holder_name?.message}
            {...form.register('holder_name')}
          />
          <TextField
            label={t.holderCpf}
            inputMode="numeric"
            mask={CPF_MASK}
            error={errors.holder_cpf?.message}
            {...form.register('holder_cpf')}
          />
        </>
      )}
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <ScriptSubmit loading={isSubmitting}>{t.save}</ScriptSubmit>
    </ScriptForm>
  );
}
