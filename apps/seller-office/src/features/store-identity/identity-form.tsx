import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStoreIdentityMutationOptions } from '@vitrine/api-client/store-identity';
import type { StoreIdentity } from '@vitrine/contract/store-identity';
import { PHONE_MASKS } from '@vitrine/domain/mask';
import { storeColorProblems } from '@vitrine/domain/store-colors';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import type { CSSProperties } from 'react';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema, toFormValues, type IdentityFormValues } from './form-model.ts';
import { identityMessages as t } from './messages.ts';

/** Configurações → Identidade's form (lib/form-kit on the contract's body schema). */
export function IdentityForm({ identity }: { identity: StoreIdentity }) {
  const api = useApi();
  const save = useMutation(updateStoreIdentityMutationOptions(api, useQueryClient()));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(identity),
    fields: FORM_FIELDS,
    save: (body) => save.mutateAsync(body),
    toFormValues,
    saved: { toast: t.saved },
  });
  const colors = useWatch({ control: kit.form.control, name: 'colors' });

  return (
    <SettingsForm kit={kit} className="identity-form">
      <fieldset className="office-card identity-form__group">
        <legend>{t.store}</legend>
        <FormTextField<IdentityFormValues> name="name" label={t.name} autoComplete="organization" />
        <FormTextField<IdentityFormValues>
          name="description"
          label={t.description}
          hint={t.descriptionHint}
        />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.colors}</legend>
        <p className="identity-form__intro">{t.colorsIntro}</p>
        <div className="identity-form__row">
          <FormTextField<IdentityFormValues>
            name="colors.primary"
            label={t.primary}
            hint={t.colorHint}
            spellCheck={false}
          />
          <FormTextField<IdentityFormValues>
            name="colors.secondary"
            label={t.secondary}
            hint={t.colorHint}
            spellCheck={false}
          />
        </div>
        <ColorPreview primary={colors?.primary ?? ''} secondary={colors?.secondary ?? ''} />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.contact}</legend>
        <FormTextField<IdentityFormValues>
          name="contact.whatsapp"
          label={t.whatsapp}
          type="tel"
          mask={PHONE_MASKS}
        />
        <FormTextField<IdentityFormValues>
          name="contact.instagram"
          label={t.instagram}
          hint={t.instagramHint}
          spellCheck={false}
        />
      </fieldset>

      <fieldset className="office-card identity-form__group">
        <legend>{t.tagManager}</legend>
        <FormTextField<IdentityFormValues>
          name="tag_manager_id"
          label={t.tagManagerId}
          hint={t.tagManagerHint}
          spellCheck={false}
          autoCapitalize="characters"
        />
      </fieldset>

      <FormFailure kit={kit} />
      <Button type="submit" loading={kit.form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
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
