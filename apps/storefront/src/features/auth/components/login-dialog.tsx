import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@vitrine/ui/dialog';
import { toast } from '@vitrine/ui/toast';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authMessages as t } from '../messages.ts';
import { LoginForm } from './login-form.tsx';
import { LoginLinks } from './login-links.tsx';
import { cartQueryKey } from '@vitrine/api-client/query-keys';

/**
 * spec §3 login modal: the /login form over the page the shopper is on, who stays there once
 * logged in (the header then greets them; the cart badge counts their cart).
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const here = location.pathname + location.search;
  // After a login the "Entrar" that opened the modal is gone: focus goes to the page instead,
  // named in a render before the modal closes (the dialog reads it as it closes).
  const [focusAfter, setFocusAfter] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (focusAfter) onClose();
  }, [focusAfter, onClose]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      returnFocusTo={focusAfter}
    >
      <LoginForm
        returnPath={here}
        refusedCode={null}
        onLoggedIn={async (account) => {
          await queryClient.invalidateQueries({ queryKey: cartQueryKey });
          toast.success(t.loggedIn(account.first_name));
          setFocusAfter(document.getElementById('conteudo') ?? document.body);
        }}
      />
      <LoginLinks returnPath={here === '/' ? null : here} />
    </Dialog>
  );
}
