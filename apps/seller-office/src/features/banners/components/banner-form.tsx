import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBannerMutationOptions,
  updateBannerMutationOptions,
} from '@vitrine/api-client/banners';
import { showFailure } from '@vitrine/api-client/form-failure';
import type { SellerBanner } from '@vitrine/contract/banners';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { LEAVING_ON_PURPOSE, UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import {
  bannerFormSchema,
  EMPTY_BANNER_FORM,
  toBody,
  toFormValues,
  type BannerFormInput,
  type BannerFormValues,
} from '../form-model.ts';
import { bannerMessages as t } from '../messages.ts';
import { BannerImageField } from './banner-image-field.tsx';

// The API's refusals land on the field they name; the rest (its dates, which the form checks
// first as days) show above the button.
const FIELDS: readonly Path<BannerFormInput>[] = [
  'title',
  'subtitle',
  'link',
  'image',
  'mobile_image',
];

/** A banner's form: new (no `banner`) or an existing one. Saving goes back to the list. */
export function BannerForm({ banner }: { banner?: SellerBanner }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(createBannerMutationOptions(api, queryClient));
  const update = useMutation(updateBannerMutationOptions(api, queryClient));
  const form = useForm<BannerFormInput, unknown, BannerFormValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: banner ? toFormValues(banner) : EMPTY_BANNER_FORM,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty, isSubmitSuccessful } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toBody(values);
    try {
      if (banner) await update.mutateAsync({ id: banner._id, body });
      else await create.mutateAsync(body);
      toast.success(banner ? t.saved : t.created);
      await navigate(PATHS.banners, { state: LEAVING_ON_PURPOSE });
    } catch (error) {
      setFailure(showFailure(form, error, FIELDS));
    }
  });

  return (
    <form className="banner-form" noValidate onSubmit={submit}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !isSubmitSuccessful} />
      <fieldset className="office-card banner-form__group">
        <legend>{t.content}</legend>
        <TextField
          label={t.titleField}
          hint={t.titleHint}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label={t.subtitle}
          error={errors.subtitle?.message}
          {...form.register('subtitle')}
        />
        <TextField
          label={t.link}
          hint={t.linkHint}
          spellCheck={false}
          autoCapitalize="none"
          inputMode="url"
          error={errors.link?.message}
          {...form.register('link')}
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
          render={({ field }) => (
            <BannerImageField
              legend={t.desktop}
              hint={t.desktopHint}
              pickLabel={t.pickDesktop}
              value={field.value}
              onChange={(image) => field.onChange(image)}
              error={errors.image?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mobile_image"
          render={({ field }) => (
            <BannerImageField
              legend={t.phone}
              hint={t.phoneHint}
              pickLabel={t.pickPhone}
              value={field.value}
              onChange={(image) => field.onChange(image)}
              error={errors.mobile_image?.message}
              removable
            />
          )}
        />
      </fieldset>

      <fieldset className="office-card banner-form__group">
        <legend>{t.schedule}</legend>
        <p className="banner-form__hint">{t.scheduleHint}</p>
        <div className="banner-form__row">
          <TextField
            label={t.startsDay}
            mask="##/##/####"
            inputMode="numeric"
            error={errors.starts_day?.message}
            {...form.register('starts_day')}
          />
          <TextField
            label={t.startsTime}
            hint={t.timeHint('00:00')}
            mask="##:##"
            inputMode="numeric"
            error={errors.starts_time?.message}
            {...form.register('starts_time')}
          />
        </div>
        <div className="banner-form__row">
          <TextField
            label={t.endsDay}
            mask="##/##/####"
            inputMode="numeric"
            error={errors.ends_day?.message}
            {...form.register('ends_day')}
          />
          <TextField
            label={t.endsTime}
            hint={t.timeHint('23:59')}
            mask="##:##"
            inputMode="numeric"
            error={errors.ends_time?.message}
            {...form.register('ends_time')}
          />
        </div>
      </fieldset>

      {failure ? (
        <p role="alert" className="banner-form__failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t.save}
      </Button>
    </form>
  );
}
