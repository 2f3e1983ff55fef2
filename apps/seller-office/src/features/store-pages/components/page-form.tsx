import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure } from '@vitrine/api-client/form-failure';
import {
  createStorePageMutationOptions,
  updateStorePageMutationOptions,
} from '@vitrine/api-client/store-pages';
import {
  pageInputSchema,
  type ParsedStorePageInput,
  type StorePage,
  type StorePageInput,
} from '@vitrine/contract/store-pages';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { slugFromName } from '../../../lib/slug.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { pagesMessages as t } from '../messages.ts';
import { PAGE_FIELDS, pageFormValues } from '../page-form-model.ts';

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
  const form = useForm<StorePageInput, unknown, ParsedStorePageInput>({
    resolver: zodResolver(pageInputSchema),
    defaultValues: pageFormValues(page, pages),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;
  const [slug, inFooter] = useWatch({ control: form.control, name: ['slug', 'in_footer'] });
  // A new page's address follows its title until the seller types one of their own.
  const [slugTouched, setSlugTouched] = useState(page !== undefined);
  const titleField = form.register('title', {
    onChange: (event: { target: HTMLInputElement }) => {
      if (!slugTouched) form.setValue('slug', slugFromName(event.target.value).slice(0, 80));
    },
  });
  const slugHint = t.fields.slugHint(typeof slug === 'string' ? slug : '');

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = page
        ? await update.mutateAsync({ id: page._id, body })
        : await create.mutateAsync(body);
      form.reset(pageFormValues(saved, pages));
      onSaved(saved);
    } catch (error) {
      setFailure(showFailure(form, error, PAGE_FIELDS));
    }
  });

  return (
    <form className="office-card store-page-form" noValidate onSubmit={submit}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <TextField
        label={t.fields.title}
        autoComplete="off"
        error={errors.title?.message}
        {...titleField}
      />
      <TextField
        label={t.fields.slug}
        hint={page && slug !== page.slug ? `${slugHint} ${t.fields.slugChanged}` : slugHint}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        {...form.register('slug', { onChange: () => setSlugTouched(true) })}
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
        <TextField
          label={t.fields.position}
          hint={t.fields.positionHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          error={errors.footer_position?.message}
          {...form.register('footer_position', { valueAsNumber: true })}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="store-page-form__failure">
          {failure}
        </p>
      ) : null}
      <div className="store-page-form__actions">
        <Button type="submit" loading={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
