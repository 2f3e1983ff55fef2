import { placeRefusal, type Refusal } from '@vitrine/contract/refusal';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * How a shared form reads a thrown error: the app passes the api-client's `toApiError` (this
 * package stays free of the HTTP client), whose ApiError is a Refusal.
 */
export type ToRefusal = (error: unknown) => Refusal;

/** A refusal on the form: named fields next to their inputs, the rest as the returned message. */
export function showRefusal<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  refusal: Refusal,
  fields: readonly Path<T>[],
): string | null {
  return placeRefusal(refusal, fields, (field, message, focus) =>
    form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
  );
}
