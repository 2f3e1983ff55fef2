import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCategoryMutationOptions } from '@vitrine/api-client/catalog-category-writes';
import {
  categoryUpdateBodySchema,
  type CategoryLeaf,
  type CategoryNode,
  type CategoryUpdateBody,
} from '@vitrine/contract/catalog-categories';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { placeCategoryRefusal } from './category-refusal.ts';
import { categoryMessages as t } from './messages.ts';
import { ParentSelect } from './parent-select.tsx';

type Parsed = z.output<typeof categoryUpdateBodySchema>;
type Props = {
  category: CategoryLeaf | CategoryNode;
  departments: CategoryNode[];
  opener: HTMLElement | null;
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * Rename, change the address, or move a category under another department. Only what changed
 * is sent. A department that holds categories stays a department (the tree has two levels).
 */
export function CategoryEditDialog({ category, departments, opener, onClose, onDone }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useMutation(updateCategoryMutationOptions(api, queryClient));
  const saved = { name: category.name, slug: category.slug, parent_id: category.parent_id };
  const form = useForm<CategoryUpdateBody, unknown, Parsed>({
    resolver: zodResolver(categoryUpdateBodySchema),
    defaultValues: saved,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const slug = useWatch({ control: form.control, name: 'slug' });
  const { errors, isSubmitting } = form.formState;
  const holdsOthers = 'children' in category && category.children.length > 0;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    const changed: CategoryUpdateBody = {};
    if (body.name !== saved.name) changed.name = body.name;
    if (body.slug !== saved.slug) changed.slug = body.slug;
    if (body.parent_id !== saved.parent_id) changed.parent_id = body.parent_id;
    if (Object.keys(changed).length === 0) return onClose();
    try {
      const result = await update.mutateAsync({ id: category._id, body: changed });
      onDone(t.saved(result.name));
    } catch (error) {
      setFailure(placeCategoryRefusal(form, error));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.editTitle(category.name)}
      description={t.editDescription}
      returnFocusTo={opener}
    >
      <form noValidate onSubmit={submit} className="category-edit">
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t.slug}
          hint={
            slug === saved.slug
              ? t.slugHint(slug ?? '')
              : `${t.slugHint(slug ?? '')} ${t.slugChangedHint}`
          }
          autoComplete="off"
          spellCheck={false}
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        {holdsOthers ? null : (
          <ParentSelect
            id="category-edit-parent"
            departments={departments}
            except={category._id}
            {...form.register('parent_id', { setValueAs: (value: string) => value || null })}
          />
        )}
        {failure || errors.root?.message ? (
          <p role="alert" className="product-form__failure">
            {failure ?? errors.root?.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
