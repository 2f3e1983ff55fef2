import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { addressesQueryOptions } from '@vitrine/api-client/queries/get-addresses';
import { addressesQueryKey } from '@vitrine/api-client/query-keys';
import type { Address } from '@vitrine/contract/addresses';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useEffect, useRef, useState } from 'react';
import { AddressForm } from '../../../shared/address-form/address-form.tsx';
import { addressMessages as f } from '../../../shared/address-form/messages.ts';
import { saveAddress } from '../../../shared/address-form/save-address.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { bodyOf, removeAddress } from '../api/addresses-query.ts';
import { addressesMessages as t } from '../messages.ts';

/** spec §2 /minha-conta/meus-enderecos: list, add, edit, remove (confirmed), mark as default. */
export function AddressesScreen({ recipient }: { recipient: string }) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions(api));
  // null: no form; 'new': adding; an address: editing it.
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  // What takes the focus once the form or an address has gone from the page, rather than
  // <body>: the button that opened the form ('add', or an address's "Editar" by its id), or
  // the heading after a removal.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focusAfter === null) return;
    const target =
      focusAfter === 'add'
        ? addButton.current
        : focusAfter === 'heading'
          ? heading.current
          : editButtons.current.get(focusAfter);
    // Not on the page yet (the list is being read again): the next render tries.
    if (!target) return;
    target.focus();
    setFocusAfter(null);
  }, [focusAfter, addresses, editing]);

  const closeForm = () => {
    setFocusAfter(editing === 'new' || editing === null ? 'add' : editing.id);
    setEditing(null);
  };

  async function run(action: () => Promise<unknown>, done: string, focusAfterwards?: string) {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      notify('success', done);
      if (focusAfterwards) setFocusAfter(focusAfterwards);
    } catch (error) {
      notify('error', toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="addresses-page">
      <h1 tabIndex={-1} ref={heading}>
        {t.title}
      </h1>
      {addresses.length === 0 ? <p>{t.none}</p> : null}
      <ul className="addresses-list" aria-label={t.listLabel}>
        {addresses.map((address) => {
          const line = f.line(address);
          return (
            <li key={address.id} className="addresses-list__item">
              <p className="addresses-list__line">{line}</p>
              <p>
                {f.place({
                  neighborhood: address.neighborhood,
                  city: address.city,
                  state: address.state,
                  zip: applyMask(address.zip_code, CEP_MASK),
                })}
              </p>
              <p>{address.recipient}</p>
              {address.is_default ? (
                <p className="addresses-list__default">{t.defaultTag}</p>
              ) : null}
              <div className="addresses-list__actions">
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t.edit(line)}
                  onClick={() => setEditing(address)}
                  ref={(button) => {
                    if (button) editButtons.current.set(address.id, button);
                    else editButtons.current.delete(address.id);
                  }}
                >
                  {t.editShort}
                </Button>
                {!address.is_default ? (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t.makeDefault(line)}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => saveAddress(api, address.id, bodyOf(address, { is_default: true })),
                        t.defaultSaved,
                      )
                    }
                  >
                    {t.makeDefaultShort}
                  </Button>
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t.remove(line)}
                  disabled={busy}
                  onClick={() => setRemoving(address)}
                >
                  {t.removeShort}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {editing === null ? (
        <Button type="button" onClick={() => setEditing('new')} ref={addButton}>
          {t.add}
        </Button>
      ) : (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          recipient={recipient}
          placement="page"
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
            notify('success', editing === 'new' ? t.created : t.updated);
            closeForm();
          }}
          onCancel={closeForm}
          focusFirstField
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t.confirmTitle}
        description={removing ? t.confirmText(f.line(removing)) : undefined}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        confirmVariant="danger"
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void run(() => removeAddress(api, target.id), t.removed, 'heading');
        }}
      />
    </div>
  );
}
