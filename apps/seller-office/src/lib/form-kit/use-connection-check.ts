import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { useState } from 'react';

/** What a check of typed credentials came back with, for a status line. */
export type CheckResult = { ok: boolean; text: string };

/** A refused check: the first field's message (the credential that failed), else the API's. */
export function refusalText(error: unknown): string {
  const refusal = toApiError(error);
  const detail = Array.isArray(refusal.details)
    ? (refusal.details[0] as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof detail === 'string' ? detail : refusal.message;
}

/**
 * A form's "Testar token" / "Testar conexão": sends what the seller typed (not saved yet) to
 * the API's check and keeps what came back, or the refusal, for a status line to say.
 */
export function useConnectionCheck<Answer, Body>(
  options: UseMutationOptions<Answer, Error, Body>,
  read: (answer: Answer) => CheckResult,
) {
  const mutation = useMutation(options);
  const [result, setResult] = useState<CheckResult | null>(null);

  async function check(body: Body) {
    setResult(null);
    try {
      setResult(read(await mutation.mutateAsync(body)));
    } catch (error) {
      setResult({ ok: false, text: refusalText(error) });
    }
  }

  return { result, check, pending: mutation.isPending, clear: () => setResult(null) };
}
