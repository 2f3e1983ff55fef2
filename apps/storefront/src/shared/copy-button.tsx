import { Button } from '@vitrine/ui/button';
import { notify } from './notify.ts';

// The pay codes' copy button (the pix and boleto screens, the account's order detail).
const t = {
  copy: 'Copiar',
  copied: 'Código copiado.',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
} as const;

/** Copies through the older selection command, for pages the Clipboard API is not given to. */
function copyBySelection(source: HTMLElement | null): boolean {
  if (!source) return false;
  if (source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement) {
    source.select();
  } else {
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * "Copiar", then a "copiado" toast. The Clipboard API needs a secure page (https, localhost);
 * elsewhere the code's own field is selected and copied, and if even that fails the shopper is
 * told to copy it by hand (the field stays selected for it).
 */
export function CopyButton({
  text,
  sourceId,
  className,
}: {
  text: string;
  /** The element showing the same text (selected for the shopper when copying fails). */
  sourceId: string;
  className?: string;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t.copied);
    } catch {
      if (copyBySelection(document.getElementById(sourceId))) notify('success', t.copied);
      else notify('error', t.copyFailed);
    }
  }
  return (
    <Button type="button" variant="secondary" className={className} onClick={() => void copy()}>
      {t.copy}
    </Button>
  );
}
