import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import type { ReactNode } from 'react';

const COPY_FAILED = 'Não foi possível copiar: selecione o texto e copie à mão.';

/**
 * A button that copies `text` to the clipboard and says so in a toast (`copied`), or says how
 * to copy by hand when the browser refuses (no permission, no secure context). `label` names
 * what it copies when the button's own words do not (several "Copiar" on one screen).
 */
export function CopyButton(props: {
  text: string;
  copied: string;
  children: ReactNode;
  label?: string;
  size?: 'sm';
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.text);
      toast.success(props.copied);
    } catch {
      toast.error(COPY_FAILED);
    }
  }
  return (
    <Button
      type="button"
      variant="secondary"
      {...(props.size ? { size: props.size } : {})}
      {...(props.label ? { 'aria-label': props.label } : {})}
      onClick={() => void copy()}
    >
      {props.children}
    </Button>
  );
}
