import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePixKeyMutationOptions } from '@vitrine/api-client/payment-settings';
import {
  pixKeyBodySchema,
  type PaymentSettings,
  type PixKeyBody,
} from '@vitrine/contract/payment-settings';
import { PIX_KEY_TYPE_LABELS } from '@vitrine/contract/refunds';
import { PIX_KEY_TYPES } from '@vitrine/domain/pix-key';
import { Button } from '@vitrine/ui/button';
import { FormSelectField, FormTextField } from '@vitrine/ui/form-fields';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { paymentProvidersMessages as t } from '../messages.ts';

const FIELDS = ['type', 'key'] as const;

/** The stored key as the form shows it: an empty type is the select's "Escolha o tipo". */
const toFormValues = (settings: PaymentSettings): PixKeyBody => ({
  type: (settings.pix_key_type ?? '') as PixKeyBody['type'],
  key: settings.pix_key,
});

/** What the keyboard of a phone should offer for each type. */
const INPUT_MODES = { cpf: 'numeric', phone: 'tel', email: 'email' } as const;

function KeyField() {
  const type = useWatch<PixKeyBody, 'type'>({ name: 'type' }) ?? '';
  return (
    <FormTextField<PixKeyBody>
      name="key"
      label={t.pixKeyField}
      hint={t.pixKeyHints[type]}
      inputMode={INPUT_MODES[type as keyof typeof INPUT_MODES] ?? 'text'}
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/**
 * The store's own pix key and its type (Contas de recebimento): judged by the contract's
 * schema (the DICT's formats) here and again by the API, its own save.
 */
export function PixKeyForm({ settings }: { settings: PaymentSettings }) {
  const api = useApi();
  const save = useMutation(savePixKeyMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: pixKeyBodySchema,
    defaultValues: toFormValues(settings),
    fields: FIELDS,
    save: (parsed) => save.mutateAsync(parsed),
    toFormValues,
    saved: { toast: t.pixKeySaved },
  });

  return (
    <SettingsForm kit={kit} className="providers-form pix-key-form" aria-label={t.pixKeyTitle}>
      <fieldset className="office-card providers-form__group">
        <legend>{t.pixKeyTitle}</legend>
        <p>{t.pixKeyIntro}</p>
        <FormSelectField<PixKeyBody> name="type" label={t.pixKeyType}>
          <option value="">{t.pixKeyChooseType}</option>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PIX_KEY_TYPE_LABELS[type]}
            </option>
          ))}
        </FormSelectField>
        <KeyField />
      </fieldset>
      <FormFailure kit={kit} />
      <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
        {t.pixKeySave}
      </Button>
    </SettingsForm>
  );
}
