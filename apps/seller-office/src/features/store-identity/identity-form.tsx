import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure } from '@vitrine/api-client/form-failure';
import { updateStoreIdentityMutationOptions } from '@vitrine/api-client/store-identity';
import {
  storeIdentityBodySchema,
  type StoreIdentity,
  type StoreIdentityInput,
} from '@vitrine/contract/store-identity';
import { applyMask, CEP_MASK, CNPJ_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { BRAZILIAN_STATES } from '@vitrine/domain/states';
import { storeColorProblems } from '@vitrine/domain/store-colors';
import { Button } from '@vitrine/ui/button';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { toast } from '@vitrine/ui/toast';
import { useState, type CSSProperties } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { identityMessages as t } from './messages.ts';

type Parsed = z.output<typeof storeIdentityBodySchema>;

const FIELDS: readonly Path<StoreIdentityInput>[] = [
  'name',
  'legal_name',
  'cnpj',
  'description',
  'colors.primary',
  'colors.secondary',
  'tag_manager_id',
  'contact.email',
  'contact.phone',
  'contact.whatsapp',
  'contact.instagram',
  'address.line',
  'address.zip_code',
  'address.city',
  'address.state',
];

/** The stored identity as the form shows it: documents, phones and CEP masked. */
function toFormValues(identity: StoreIdentity): StoreIdentityInput {
  const masked = (value: string, mask: string | readonly string[]) =>
    value ? applyMask(value, mask) : '';
  return {
    ...identity,
    cnpj: masked(identity.cnpj, CNPJ_MASK),
    contact: {
      ...identity.contact,
      phone: masked(identity.contact.phone, PHONE_MASKS),
      whatsapp: masked(identity.contact.whatsapp, PHONE_MASKS),
      instagram: identity.contact.instagram ? `@${identity.contact.instagram}` : '',
    },
    address: { ...identity.address, zip_code: masked(identity.address.zip_code, CEP_MASK) },
  };
}

export function IdentityForm({ identity }: { identity: StoreIdentity }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation(updateStoreIdentityMutationOptions(api, queryClient));
  const form = useForm<StoreIdentityInput, unknown, Parsed>({
    resolver: zodResolver(storeIdentityBodySchema),
    defaultValues: toFormValues(identity),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;
  const colors = useWatch({ control: form.control, name: 'colors' });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toFormValues(saved));
      toast.success(t.saved);
    } catch (error) {
      setFailure(showFailure(form, error, FIELDS));
    }
  });

  return (
    <form className="identity-form" noValidate onSubmit={submit}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <fieldset className="office-card identity-form__group">
        <legend>{t.store}</legend>
        <TextField
          label={t.name}
          autoComplete="organization"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t.description}
          hint={t.descriptionHint}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.legal}</legend>
        <TextField
          label={t.legalName}
          error={errors.legal_name?.message}
          {...form.register('legal_name')}
        />
        <TextField
          label={t.cnpj}
          hint={t.cnpjHint}
          mask={CNPJ_MASK}
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.cnpj?.message}
          {...form.register('cnpj')}
        />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.colors}</legend>
        <p className="identity-form__intro">{t.colorsIntro}</p>
        <div className="identity-form__row">
          <TextField
            label={t.primary}
            hint={t.colorHint}
            spellCheck={false}
            error={errors.colors?.primary?.message}
            {...form.register('colors.primary')}
          />
          <TextField
            label={t.secondary}
            hint={t.colorHint}
            spellCheck={false}
            error={errors.colors?.secondary?.message}
            {...form.register('colors.secondary')}
          />
        </div>
        <ColorPreview primary={colors?.primary ?? ''} secondary={colors?.secondary ?? ''} />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.contact}</legend>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          error={errors.contact?.email?.message}
          {...form.register('contact.email')}
        />
        <div className="identity-form__row">
          <TextField
            label={t.phone}
            type="tel"
            mask={PHONE_MASKS}
            error={errors.contact?.phone?.message}
            {...form.register('contact.phone')}
          />
          <TextField
            label={t.whatsapp}
            type="tel"
            mask={PHONE_MASKS}
            error={errors.contact?.whatsapp?.message}
            {...form.register('contact.whatsapp')}
          />
        </div>
        <TextField
          label={t.instagram}
          hint={t.instagramHint}
          spellCheck={false}
          error={errors.contact?.instagram?.message}
          {...form.register('contact.instagram')}
        />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.address}</legend>
        <TextField
          label={t.line}
          autoComplete="street-address"
          error={errors.address?.line?.message}
          {...form.register('address.line')}
        />
        <div className="identity-form__row">
          <TextField
            label={t.zipCode}
            inputMode="numeric"
            mask={CEP_MASK}
            error={errors.address?.zip_code?.message}
            {...form.register('address.zip_code')}
          />
          <TextField
            label={t.city}
            error={errors.address?.city?.message}
            {...form.register('address.city')}
          />
          <SelectField
            label={t.state}
            error={errors.address?.state?.message}
            {...form.register('address.state')}
          >
            <option value="">{t.chooseState}</option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state.sigla} value={state.sigla}>
                {state.nome}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.tagManager}</legend>
        <TextField
          label={t.tagManagerId}
          hint={t.tagManagerHint}
          spellCheck={false}
          autoCapitalize="characters"
          error={errors.tag_manager_id?.message}
          {...form.register('tag_manager_id')}
        />
      </fieldset>

      {failure ? (
        <p role="alert" className="identity-form__failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t.save}
      </Button>
    </form>
  );
}

/**
 * The two colours as the storefront paints them, while the seller types; shown only when they
 * can be saved (the fields' own messages tell why not).
 */
function ColorPreview({ primary, secondary }: { primary: string; secondary: string }) {
  if (storeColorProblems({ primary, secondary }).length > 0) return null;
  const style = { '--preview-primary': primary, '--preview-secondary': secondary } as CSSProperties;
  return (
    <figure className="identity-preview" style={style}>
      <figcaption>{t.preview}</figcaption>
      <div className="identity-preview__sample">
        <span className="identity-preview__button">{t.previewButton}</span>
        <span className="identity-preview__link">{t.previewLink}</span>
      </div>
    </figure>
  );
}
