import { Button } from '@vitrine/ui/button';
import { useState } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { previewMessages as t } from './messages.ts';

/**
 * "Ver prévia da loja", for a store that is not open: the API gives a one-time link (two
 * minutes) to the store's own host, where the storefront trades it for a preview cookie and
 * shows the real store under its preview bar. Opened in a tab of its own, so the office stays.
 */
export function PreviewButton() {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    // Opened inside the click, before the request: a tab opened after an await is a pop-up
    // the browser may block. Without one (blocked anyway), this tab goes.
    const tab = window.open('', '_blank');
    setBusy(true);
    setFailed(false);
    try {
      const { createPreviewGrant } = await import('@vitrine/api-client/store-preview');
      const { url } = await createPreviewGrant(await api.client());
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="office-preview">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void open()}>
        {t.open}
      </Button>
      <p className="office-preview__hint">{t.hint}</p>
      {failed && (
        <p role="alert" className="office-preview__failed">
          {t.failed}
        </p>
      )}
    </div>
  );
}
