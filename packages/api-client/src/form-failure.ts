import { toApiError } from './errors.ts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
  const failure = toApiError(error);
  const issues = Array.isArray(failure.details) ? (failure.details as unknown[]) : [];
  let shown = 0;
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    const field = fields.find((name) => name === path);
    if (!field || typeof message !== 'string') continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown > 0 ? null : failure.message;
}
