import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createStorePageMutationOptions,
  updateStorePageMutationOptions,
} from '@vitrine/api-client/store-pages';
import type { StorePage } from '@vitrine/contract/store-pages';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { slugFromName } from '../../../lib/slug.ts';
import { FORM_FIELDS, formSchema, toFormValues, type PageFormValues } from '../form-model.ts';
import { pagesMessages as t } from '../messages.ts';

// The catalog's own editor (lib/rich-text): the API cleans both by the same rules.
const RichTextEditor = lazy(() => import('../../../lib/rich-text/rich-text-editor.tsx'));

type Props = {
  /** The page edited; undefined for a new one. */
  page: StorePage | undefined;
  /** The store's pages (a new one goes after the last in the footer). */
  pages: readonly StorePage[];
  onSaved: (saved: StorePage) => void;
};

/** A content page's title, address, text, and where the storefront shows it. */
export function PageForm({ page, pages, onSaved }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const create = useMutation(createStorePageMutationOptions(api, queryClient));
  const update = useMutation(updateStorePageMutationOptions(api, queryClient));
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(page, pages),
    fields: FORM_FIELDS,
    save: (body) => (page ? update.mutateAsync({ id: page._id, body }) : create.mutateAsync(body)),
    toFormValues: (saved) => toFormValues(saved, pages),
    onSaved,
  });
  const { form } = kit;
  const [slug, inFooter] = useWatch({ control: form.control, name: ['slug', 'in_footer'] });
  // A new page's address follows its title until the seller types one of their own.
  const [slugTouched, setSlugTouched] = useState(page !== undefined);
  const followTitle = (event: { target: HTMLInputElement }) => {
    if (!slugTouched) form.setValue('slug', slugFromName(event.target.value).slice(0, 80));
  };
  const slugHint = t.fields.slugHint(typeof slug === 'string' ? slug : '');

  return (
    <SettingsForm kit={kit} className="office-card store-page-form">
      <FormTextField<PageFormValues>
        name="title"
        label={t.fields.title}
        autoComplete="off"
        rules={{ onChange: followTitle }}
      />
      <FormTextField<PageFormValues>
        name="slug"
        label={t.fields.slug}
        hint={page && slug !== page.slug ? `${slugHint} ${t.fields.slugChanged}` : slugHint}
        autoComplete="off"
        spellCheck={false}
        rules={{ onChange: () => setSlugTouched(true) }}
      />
      <Suspense fallback={<p>{t.loadingEditor}</p>}>
        <Controller
          control={form.control}
          name="html"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t.fields.body}
              toolbarLabel={t.fields.toolbar}
              hint={t.fields.bodyHint}
              error={fieldState.error?.message}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
      <fieldset className="store-page-form__checks">
        <label className="store-page-form__check">
          <input
            type="checkbox"
            aria-describedby="page-published-hint"
            {...form.register('published')}
          />
          {t.fields.published}
        </label>
        <p id="page-published-hint" className="store-pages__hint">
          {t.fields.publishedHint}
        </p>
        <label className="store-page-form__check">
          <input type="checkbox" {...form.register('in_footer')} />
          {t.fields.inFooter}
        </label>
      </fieldset>
      {inFooter ? (
        <FormTextField<PageFormValues>
          name="footer_position"
          label={t.fields.position}
          hint={t.fields.positionHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          rules={{ valueAsNumber: true }}
        />
      ) : null}
      <FormFailure kit={kit} />
      <div className="store-page-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </SettingsForm>
  );
}
