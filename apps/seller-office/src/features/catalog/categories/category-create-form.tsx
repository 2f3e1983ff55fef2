import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCategoryMutationOptions } from '@vitrine/api-client/catalog-category-writes';
import {
  categoryCreateBodySchema,
  type CategoryCreateBody,
  type CategoryNode,
} from '@vitrine/contract/catalog-categories';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import type { CatalogKind } from '../list-query.ts';
import { slugFromName } from '../../../lib/slug.ts';
import { placeCategoryRefusal } from './category-refusal.ts';
import { categoryMessages as t } from './messages.ts';
import { ParentSelect } from './parent-select.tsx';

type Parsed = z.output<typeof categoryCreateBodySchema>;
type Props = { kind: CatalogKind; departments: CategoryNode[]; onDone: (message: string) => void };

/** A department (no parent) or a category under one; the address follows the name until typed. */
export function CategoryCreateForm({ kind, departments, onDone }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const create = useMutation(createCategoryMutationOptions(api, queryClient));
  const empty: CategoryCreateBody = { kind, name: '', slug: '', parent_id: null };
  const form = useForm<CategoryCreateBody, unknown, Parsed>({
    resolver: zodResolver(categoryCreateBodySchema),
    defaultValues: empty,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(false);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync({ ...body, kind });
      form.reset(empty);
      setSlugTouched(false);
      onDone(t.created(created.name));
    } catch (error) {
      setFailure(placeCategoryRefusal(form, error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="office-card category-create"
      aria-labelledby="category-create-title"
    >
      <h2 id="category-create-title">{t.create}</h2>
      <div className="category-create__fields">
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (!slugTouched) form.setValue('slug', slugFromName(event.target.value));
            },
          })}
        />
        <TextField
          label={t.slug}
          hint={t.slugHint(slug ?? '')}
          autoComplete="off"
          spellCheck={false}
          error={errors.slug?.message}
          {...form.register('slug', { onChange: () => setSlugTouched(true) })}
        />
        <ParentSelect
          id="category-create-parent"
          departments={departments}
          {...form.register('parent_id', { setValueAs: (value: string) => value || null })}
        />
      </div>
      {failure ? (
        <p role="alert" className="product-form__failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {t.createSubmit}
      </Button>
    </form>
  );
}
