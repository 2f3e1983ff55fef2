import { placeRefusal } from '@vitrine/contract/refusal';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError } from './errors.ts';

/**
 * An API refusal as a form shows it: the fields the API named (its 400 `details`, the same
 * rules the form checked, so rare) next to their inputs, focus on the first of them; anything
 * else, a 429's "Muitas tentativas…" included, as the form's message. Returns that message, or
 * null when the fields tell it all.
 */
export function showFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): string | null {
  return placeRefusal(toApiError(error), fields, (field, message, focus) =>
    form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
  );
}
