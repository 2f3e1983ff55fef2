/** A refused request as a form reads it: the API's error body (`errorSchema`), parsed. */
export type Refusal = { code: string; message: string; details?: unknown };

/**
 * Where a form shows an API refusal: each field the API named (its 400 `details`, one
 * `{ path, message }` per issue) that the form shows goes to `setError`, the first with focus;
 * anything else, a 429's "Muitas tentativas…" included, is the form's message, returned (null
 * when the fields tell it all). Every form that shows a refusal reads it through this function.
 */
export function placeRefusal<F extends string>(
  refusal: Refusal,
  fields: readonly F[],
  setError: (field: F, message: string, focus: boolean) => void,
): string | null {
  const issues = Array.isArray(refusal.details) ? (refusal.details as unknown[]) : [];
  let shown = 0;
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    const field = fields.find((name) => name === path);
    if (!field || typeof message !== 'string') continue;
    setError(field, message, shown === 0);
    shown += 1;
  }
  return shown > 0 ? null : refusal.message;
}
