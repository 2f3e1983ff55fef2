import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBannerMutationOptions,
  updateBannerMutationOptions,
} from '@vitrine/api-client/banners';
import type { SellerBanner } from '@vitrine/contract/banners';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { LEAVING_ON_PURPOSE } from '../../../lib/unsaved-changes-guard.tsx';
import {
  FORM_FIELDS,
  formSchema,
  toBody,
  toFormValues,
  type BannerFormValues,
} from '../form-model.ts';
import { bannerMessages as t } from '../messages.ts';
import { BannerImageField } from './banner-image-field.tsx';

/** A banner's form: new (no `banner`) or an existing one. Saving goes back to the list. */
export function BannerForm({ banner }: { banner?: SellerBanner }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(createBannerMutationOptions(api, queryClient));
  const update = useMutation(updateBannerMutationOptions(api, queryClient));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(banner),
    fields: FORM_FIELDS,
    save: (values) =>
      banner
        ? update.mutateAsync({ id: banner._id, body: toBody(values) })
        : create.mutateAsync(toBody(values)),
    saved: { toast: banner ? t.saved : t.created },
    onSaved: () => void navigate(PATHS.banners, { state: LEAVING_ON_PURPOSE }),
  });
  const { form } = kit;

  return (
    <SettingsForm kit={kit} className="banner-form">
      <fieldset className="office-card banner-form__group">
        <legend>{t.content}</legend>
        <FormTextField<BannerFormValues> name="title" label={t.titleField} hint={t.titleHint} />
        <FormTextField<BannerFormValues> name="subtitle" label={t.subtitle} />
        <FormTextField<BannerFormValues>
          name="link"
          label={t.link}
          hint={t.linkHint}
          spellCheck={false}
          autoCapitalize="none"
          inputMode="url"
        />
        <label className="banner-form__check">
          <input type="checkbox" {...form.register('active')} />
          {t.active}
        </label>
      </fieldset>

      <fieldset className="office-card banner-form__group">
        <legend>{t.images}</legend>
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <BannerImageField
              legend={t.desktop}
              hint={t.desktopHint}
              pickLabel={t.pickDesktop}
              value={field.value}
              onChange={(image) => field.onChange(image)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mobile_image"
          render={({ field, fieldState }) => (
            <BannerImageField
              legend={t.phone}
              hint={t.phoneHint}
              pickLabel={t.pickPhone}
              value={field.value}
              onChange={(image) => field.onChange(image)}
              error={fieldState.error?.message}
              removable
            />
          )}
        />
      </fieldset>

      <fieldset className="office-card banner-form__group">
        <legend>{t.schedule}</legend>
        <p className="banner-form__hint">{t.scheduleHint}</p>
        <div className="banner-form__row">
          <FormTextField<BannerFormValues>
            name="starts_day"
            label={t.startsDay}
            mask="##/##/####"
            inputMode="numeric"
          />
          <FormTextField<BannerFormValues>
            name="starts_time"
            label={t.startsTime}
            hint={t.timeHint('00:00')}
            mask="##:##"
            inputMode="numeric"
          />
        </div>
        <div className="banner-form__row">
          <FormTextField<BannerFormValues>
            name="ends_day"
            label={t.endsDay}
            mask="##/##/####"
            inputMode="numeric"
          />
          <FormTextField<BannerFormValues>
            name="ends_time"
            label={t.endsTime}
            hint={t.timeHint('23:59')}
            mask="##:##"
            inputMode="numeric"
          />
        </div>
      </fieldset>

      <FormFailure kit={kit} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t.save}
      </Button>
    </SettingsForm>
  );
}
