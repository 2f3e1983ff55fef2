import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { toastMessages } from './messages.ts';
import './tokens.css';
import './toast.css';

// spec §9 toast defaults.
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

/**
 * Mount once per app, near the root. Announced through a polite live region named
 * 'Notificações'; every toast has a 'Fechar notificação' button. Rich colours are on, with the
 * palette re-tuned in toast.css to reach WCAG AA (sonner's own falls short, 3.1–4.4:1).
 */
export function Toaster({ toastOptions, className, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      offset={TOAST_OFFSET_PX}
      mobileOffset={TOAST_OFFSET_PX}
      richColors
      closeButton
      containerAriaLabel={toastMessages.region}
      className={['vt-toaster', className].filter(Boolean).join(' ')}
      toastOptions={{ closeButtonAriaLabel: toastMessages.close, ...toastOptions }}
      {...props}
    />
  );
}

export { toast } from 'sonner';
