import type { Refusal } from '@vitrine/contract/refusal';

/** A thrown API refusal as the api-client's toApiError would read it, for the forms' tests. */
export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export const toRefusal = (error: unknown): Refusal =>
  error instanceof RefusalError
    ? error.refusal
    : { code: 'network_error', message: 'Não foi possível falar com a loja.' };
