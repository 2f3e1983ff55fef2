import { showFailure } from '@vitrine/api-client/form-failure';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A category form's refusal: the fields the API named, or a taken address (409 slug_taken,
 * which names none) on the address field; anything else is returned for the form's message.
 */
export function placeCategoryRefusal<T extends FieldValues & { slug?: unknown }>(
  form: UseFormReturn<T>,
  error: unknown,
): string | null {
  const fields = ['name', 'slug', 'parent_id'] as Path<T>[];
  const message = showFailure(form, error, fields);
  if (message && (error as { code?: string }).code === 'slug_taken') {
    form.setError('slug' as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}
