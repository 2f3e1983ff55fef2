import { platformMessages } from '../messages.ts';
import type { SlugCheck } from './use-slug-check.ts';

/**
 * What the live check says of the address, read out as it changes (a polite live region the
 * input is described by): checking, the API's "Endereço disponível." or why not.
 */
export function SlugStatus({ id, check }: { id: string; check: SlugCheck | null }) {
  const text =
    check === null || check.state === 'idle'
      ? ''
      : check.state === 'checking'
        ? platformMessages.form.checking
        : check.message;
  return (
    <p id={id} className="slug-status" role="status" data-state={check?.state ?? 'idle'}>
      {check?.state === 'available' && <span aria-hidden="true">✓ </span>}
      {text}
    </p>
  );
}
