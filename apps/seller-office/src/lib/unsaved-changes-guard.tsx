import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

const t = {
  title: 'Sair sem salvar?',
  description: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
  leave: 'Sair sem salvar',
  stay: 'Continuar editando',
} as const;

/**
 * A navigation state that leaves without asking: the screen already saved or discarded what
 * the form held (the product was duplicated or deleted).
 */
export const LEAVING_ON_PURPOSE = { leavingOnPurpose: true } as const;

const onPurpose = (state: unknown) =>
  (state as { leavingOnPurpose?: unknown } | null)?.leavingOnPurpose === true;

/**
 * While `when` holds (the form has changes not saved), leaving asks first: a move inside the
 * office opens a dialog (focus on "Continuar editando", the safe answer); closing or reloading
 * the tab gets the browser's own question (its wording cannot be set).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !onPurpose(nextLocation.state) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      // Each answer (its button, Escape for "stay") moves the blocker itself; closing follows.
      onOpenChange={() => undefined}
      title={t.title}
      description={t.description}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
