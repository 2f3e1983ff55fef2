import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import type { QueryApi } from '@vitrine/api-client/query-api';
import { formatDateTime } from '@vitrine/domain/dates';
import { useId } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { preferencesMessages as t } from '../favourites-messages.ts';

type ConsentState = { enabled: boolean; since: string | null };

/** One e-mail consent of the account: how it is read and saved, and what it says. */
export type ConsentSwitchProps<K extends readonly string[]> = {
  query: (api: QueryApi) => UseSuspenseQueryOptions<ConsentState, Error, ConsentState, K>;
  save: (api: QueryApi, enabled: boolean) => Promise<ConsentState>;
  label: string;
  /** The very wording the API records with the consent (LGPD: what was agreed to). */
  wording: string;
  on: string;
  off: string;
};

/**
 * An e-mail consent's switch: a native checkbox in the switch role (keyboard: Tab, Space), its
 * explanation the wording recorded, and since when it is on. Off by default: the shopper opts in.
 */
export function ConsentSwitch<K extends readonly string[]>({
  query,
  save,
  label,
  wording,
  on,
  off,
}: ConsentSwitchProps<K>) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const id = useId();
  const options = query(api);
  const { data: state } = useSuspenseQuery(options);
  const change = useMutation({
    mutationFn: (enabled: boolean) => save(api, enabled),
    onSuccess: (next) => {
      queryClient.setQueryData<ConsentState>(options.queryKey, next);
      notify('success', next.enabled ? on : off);
    },
    onError: () => notify('error', t.failed),
  });
  const checked = change.isPending ? Boolean(change.variables) : state.enabled;

  return (
    <div className="preference">
      <div className="preference__row">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="preference__switch"
          checked={checked}
          aria-describedby={`${id}-explanation`}
          // Never disabled while saving: the focus stays on it for the keyboard.
          onChange={(event) => {
            if (!change.isPending) change.mutate(event.target.checked);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-explanation`} className="preference__explanation">
        {wording}
      </p>
      {state.enabled && state.since && (
        <p className="preference__since">{t.since(formatDateTime(state.since, ', '))}</p>
      )}
    </div>
  );
}
