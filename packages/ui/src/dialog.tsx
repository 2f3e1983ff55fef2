import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { commonMessages } from './messages.ts';
import './tokens.css';
import './dialog.css';

// Radix warns when Content has no Description unless aria-describedby is explicitly undefined;
// with a description, the prop must stay absent so Radix can point it at the Description.
function describedBy(description: ReactNode) {
  return description == null ? { 'aria-describedby': undefined } : {};
}

/**
 * Focus goes back to what opened the dialog when it closes. Radix returns it to its Trigger
 * only; a dialog opened from code (after an async request) has none, and focus would fall to
 * <body>. `returnFocusTo` names the opener when the caller knows it better (the element that
 * had focus when the request started); otherwise it is what had focus as the dialog opened.
 */
function useReturnFocus(returnFocusTo: HTMLElement | null | undefined, onClosed?: () => void) {
  const focusedOnOpen = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus inside, so activeElement is still the opener.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      focusedOnOpen.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = [returnFocusTo, focusedOnOpen.current].find(
        (element) => element?.isConnected && element !== document.body,
      );
      // Both gone, or nothing was focused: Radix's own choice (its Trigger, if there is one).
      if (target) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
      onClosed?.();
    },
  };
}

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus returns on close, when not the trigger nor what had focus as it opened. */
  returnFocusTo?: HTMLElement | null;
}

/** A modal with a title, an optional description and a 'Fechar' button; Escape closes it. */
export function Dialog({
  trigger,
  title,
  description,
  children,
  returnFocusTo,
  ...root
}: DialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <DialogPrimitive.Root {...root}>
      {trigger != null && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="vt-dialog__overlay" />
        <DialogPrimitive.Content
          className="vt-dialog"
          {...returnFocus}
          {...describedBy(description)}
        >
          <DialogPrimitive.Title className="vt-dialog__title">{title}</DialogPrimitive.Title>
          {description != null && (
            <DialogPrimitive.Description className="vt-dialog__description">
              {description}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close className="vt-dialog__close" aria-label={commonMessages.close}>
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  onConfirm: () => void;
  /** Called for the cancel button and for Escape; either way the dialog then closes. */
  onCancel?: () => void;
  /** Where focus returns on close, when not what had focus as it opened. */
  returnFocusTo?: HTMLElement | null;
  /** Once it is closed and focus is back: what follows an answer may move focus on from there. */
  onClosed?: () => void;
}

/**
 * A question with two answers (Radix AlertDialog): focus starts on the cancel button, the safe
 * choice, and a click outside does not dismiss it. Serves the spec §8 add-to-cart dialogs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  returnFocusTo,
  onClosed,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo, onClosed);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="vt-dialog__overlay" />
        <AlertDialogPrimitive.Content
          className="vt-dialog"
          onEscapeKeyDown={() => onCancel?.()}
          {...returnFocus}
          {...describedBy(description)}
        >
          <AlertDialogPrimitive.Title className="vt-dialog__title">
            {title}
          </AlertDialogPrimitive.Title>
          {description != null && (
            <AlertDialogPrimitive.Description className="vt-dialog__description">
              {description}
            </AlertDialogPrimitive.Description>
          )}
          <div className="vt-dialog__actions">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
