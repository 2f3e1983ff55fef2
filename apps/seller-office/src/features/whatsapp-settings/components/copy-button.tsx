import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { whatsappMessages as t } from '../messages.ts';

/**
 * "Copiar" for a text the seller pastes in Meta's panels, said in a toast as the office's other
 * copies are (the sale's access key, the recovery codes). `label` names what it copies.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => void copy()}
    >
      {t.copy}
    </Button>
  );
}
