import type { CategoryNode } from '@vitrine/contract/catalog-categories';
import { TextField } from '@vitrine/ui/text-field';
import { lazy, Suspense, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CategoryOptions } from '../components/category-options.tsx';
import { editorMessages } from '../../../lib/rich-text/messages.ts';
import { slugFromName } from '../../../lib/slug.ts';
import type { ProductFormValues } from './form-model.ts';
import { formMessages as t } from './messages.ts';

// The editor (Tiptap, ProseMirror) is the heaviest piece of the form: its own chunk, fetched
// as the form opens, so the other fields are there at once.
const DescriptionEditor = lazy(() => import('../../../lib/rich-text/rich-text-editor.tsx'));

type Props = {
  categories: CategoryNode[];
  /** The saved slug (edit): a change keeps the old address answering with a redirect. */
  savedSlug?: string;
};

/** Name, address (slug), brand, category and description. */
export function GeneralFields({ categories, savedSlug }: Props) {
  const form = useFormContext<ProductFormValues>();
  const { errors } = form.formState;
  const [kind, slug] = useWatch({ control: form.control, name: ['kind', 'slug'] });
  // A new product's address follows its name until the seller types one of their own.
  const [slugTouched, setSlugTouched] = useState(savedSlug !== undefined);
  const nameField = form.register('name', {
    onChange: (event: { target: HTMLInputElement }) => {
      if (!slugTouched) form.setValue('slug', slugFromName(event.target.value));
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugTouched(true) });
  const slugHint = kind === 'service' ? t.serviceSlugHint(slug ?? '') : t.slugHint(slug ?? '');

  return (
    <section className="office-card product-form__section" aria-labelledby="product-general">
      <h2 id="product-general">{t.general}</h2>
      <TextField label={t.name} autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField
        label={t.slug}
        hint={
          savedSlug !== undefined && slug !== savedSlug ? `${slugHint} ${t.slugChanged}` : slugHint
        }
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        {...slugField}
      />
      <div className="product-form__row">
        <TextField
          label={t.brand}
          autoComplete="off"
          error={errors.brand?.message}
          {...form.register('brand')}
        />
        <div className="vt-field">
          <label className="vt-field__label" htmlFor="product-category">
            {t.category}
          </label>
          <select
            id="product-category"
            className="office-select"
            {...form.register('category_id', { setValueAs: (value: string) => value || null })}
          >
            <option value="">{t.noCategory}</option>
            <CategoryOptions departments={categories} />
          </select>
        </div>
      </div>
      <Suspense fallback={<p className="product-form__loading">{editorMessages.loading}</p>}>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <DescriptionEditor
              label={t.description}
              toolbarLabel={t.descriptionToolbar}
              hint={t.descriptionHint}
              error={fieldState.error?.message}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
    </section>
  );
}
