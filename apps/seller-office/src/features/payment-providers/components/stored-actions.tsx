import { Button } from '@vitrine/ui/button';
import { paymentProvidersMessages as t } from '../messages.ts';
import type { SecretAction } from '../form-model.ts';

/** "Trocar" and "Remover" for something stored, or "Manter o salvo" once either is chosen. */
export function StoredActions({
  what,
  action,
  onAction,
}: {
  /** Named in each button's accessible name: "Trocar access token". */
  what: string;
  action: SecretAction;
  onAction: (next: SecretAction) => void;
}) {
  const button = (next: SecretAction, text: string, label: string) => (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => onAction(next)}
    >
      {text}
    </Button>
  );
  return (
    <div className="providers-secret__actions">
      {action === 'keep' ? (
        <>
          {button('replace', t.replace, t.replaceLabel(what))}
          {button('remove', t.remove, t.removeLabel(what))}
        </>
      ) : (
        button('keep', t.keep, t.keepLabel(what))
      )}
    </div>
  );
}
