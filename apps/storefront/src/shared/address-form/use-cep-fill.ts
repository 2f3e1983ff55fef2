import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { cepQueryOptions } from '@vitrine/api-client/queries/lookup-cep';
import type { addressBodySchema, AddressBody, CepLookup } from '@vitrine/contract/addresses';
import { shouldLookUpCep } from '@vitrine/domain/cep';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useBrowserApi } from '../../lib/api-context.tsx';
import { notify } from '../notify.ts';
import { addressMessages as t } from './messages.ts';

export type AddressInput = z.input<typeof addressBodySchema>;

/** `details.state` of the API's cep_unavailable answer (POST /api/get_address), when there. */
function rangeStateOf(details: unknown): AddressInput['state'] | undefined {
  const state = (details as { state?: unknown } | undefined)?.state;
  return typeof state === 'string' ? (state as AddressInput['state']) : undefined;
}

/**
 * The CEP fills the rest of the address (spec §5): the lookup runs only once the masked CEP has
 * its 9 characters and none is running already; `lookingUp` is on while it runs (the full-page
 * loader, spec §4); an unknown CEP is said next to the field, any other failure is spec §8's
 * toast (with the state still filled from the CEP's range when the API gives it), and every
 * field stays editable for the shopper to fill by hand.
 */
export function useCepFill(form: UseFormReturn<AddressInput, unknown, AddressBody>) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const [lookingUp, setLookingUp] = useState(false);
  // The rule's "no lookup in progress" is read at the keystroke, not from a render's state.
  const lookup = useRef(false);

  function fill(found: CepLookup) {
    const options = { shouldDirty: true } as const;
    form.setValue('street', found.street, options);
    form.setValue('neighborhood', found.neighborhood, options);
    // The state first: a city picked from a list needs its state's options.
    form.setValue('state', found.state as AddressInput['state'], options);
    form.setValue('city', found.city, options);
    form.clearErrors(['zip_code', 'street', 'neighborhood', 'city', 'state']);
    // Single-CEP towns have no street in the answer: the shopper goes on from there.
    form.setFocus(found.street ? 'number' : 'street');
  }

  async function lookUp(zipCode: string) {
    if (!shouldLookUpCep(zipCode, lookup.current)) return;
    lookup.current = true;
    setLookingUp(true);
    try {
      // The client (ky) and the schemas come with the first lookup, not with the form.
      const client = await api.client();
      fill(await queryClient.fetchQuery(cepQueryOptions(client, zipCode)));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'cep_not_found') {
        form.setError('zip_code', { message: t.cepNotFound });
      } else {
        // The service is out, yet the API knows the state from the CEP's range: one field less.
        const state = rangeStateOf(failure.details);
        if (state) form.setValue('state', state, { shouldDirty: true });
        notify('error', t.cepFailed);
      }
    } finally {
      lookup.current = false;
      setLookingUp(false);
    }
  }

  return { lookingUp, lookUp };
}
