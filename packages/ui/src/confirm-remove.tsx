import { useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonSize } from './button.tsx';
import { ConfirmDialog } from './dialog.tsx';
import { confirmRemoveMessages } from './messages.ts';

export interface ConfirmRemoveProps {
  /** The button's text ("Excluir", "Remover"). */
  label?: string;
  /** The button's accessible name when its text alone is ambiguous in a list ("Excluir “Inverno”"). */
  'aria-label'?: string;
  size?: ButtonSize;
  /** The question ("Excluir o banner “Inverno”?"), its consequence, and the two answers. */
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs once the seller confirms; the button shows as busy until it settles. */
  onConfirm: () => unknown;
}

/**
 * A "remove" button that asks first (Radix AlertDialog through ConfirmDialog): focus starts on
 * the answer that keeps the thing, and goes back to the button when the dialog closes; the
 * removal starts after that. What follows it (the row gone with its button, a message where
 * focus should wait) is the caller's: `onConfirm` may return a promise.
 */
export function ConfirmRemove({
  label = confirmRemoveMessages.remove,
  size,
  title,
  description,
  confirmLabel = confirmRemoveMessages.confirm,
  cancelLabel = confirmRemoveMessages.cancel,
  onConfirm,
  ...button
}: ConfirmRemoveProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);

  // Runs once the dialog is gone and focus is back on the button, so that where the removal
  // sends focus next (a message, once the row is gone) is not taken back by the dialog.
  async function remove() {
    if (!confirmed.current) return;
    confirmed.current = false;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // The button may be gone with its row by now; React ignores the update then.
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="danger"
        size={size}
        loading={busy}
        aria-label={button['aria-label']}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        confirmVariant="danger"
        onConfirm={() => (confirmed.current = true)}
        onClosed={() => void remove()}
      />
    </>
  );
}
