import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { CART_PATH } from '../../lib/paths.ts';
import { cartMessages as t } from './messages.ts';
import type { ShownOutcome } from './use-add-to-cart.ts';

const loadDialog = () => import('@vitrine/ui/dialog');
// The dialogs (Radix) load when first needed, not with the page: most visits never add.
const ConfirmDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/** Starts loading the dialog code early (on hover or focus of the add button). */
export function preloadAddToCartDialogs() {
  void loadDialog();
}

type Props = {
  outcome: ShownOutcome | null;
  /** What had focus when the add started: focus goes back there when the dialog closes. */
  opener?: HTMLElement | null;
  /** The dialog closed, whichever way. */
  onClose: () => void;
  /** "Continuar comprando" / "Continuar navegando" or Escape: after closing, where to be. */
  onContinue?: () => void;
};

/** spec §8: the success, refusal (302) and failure dialogs, texts word for word. */
export function AddToCartDialogs({ outcome, opener, onClose, onContinue }: Props) {
  const navigate = useNavigate();
  if (!outcome) return null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const dialog =
    outcome.outcome === 'added'
      ? {
          title: t.added.title,
          description: t.added.description,
          confirmLabel: t.added.goToCart,
          cancelLabel: t.added.keepShopping,
          onConfirm: () => go(CART_PATH),
        }
      : outcome.outcome === 'rejected'
        ? {
            title: t.refused.title,
            description: outcome.error || undefined,
            confirmLabel: t.refused.goToCart,
            cancelLabel: t.refused.keepShopping,
            onConfirm: () => go(CART_PATH),
          }
        : {
            title: t.failed.title,
            description: undefined,
            confirmLabel: t.failed.chooseAnother,
            cancelLabel: t.failed.keepBrowsing,
            onConfirm: () => go('/'),
          };
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        returnFocusTo={opener}
        onCancel={() => {
          onClose();
          onContinue?.();
        }}
        {...dialog}
      />
    </Suspense>
  );
}
