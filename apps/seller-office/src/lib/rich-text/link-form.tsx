import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState, type KeyboardEvent } from 'react';
import { editorMessages as t } from './messages.ts';

type Props = {
  initial: string;
  /** The address typed ('' removes the link). */
  onApply: (href: string) => void;
  onCancel: () => void;
};

/** Only web and e-mail addresses: anything else ("javascript:…") is refused here and by the API. */
export function normalizeHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link's address, inline under the toolbar (not a browser prompt): Enter applies, Escape
 * cancels. Not a <form>: it sits inside the product's form, and forms do not nest.
 */
export function LinkForm({ initial, onApply, onCancel }: Props) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const normalized = normalizeHref(href);
    if (normalized === null) setError(t.linkInvalid);
    else onApply(normalized);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="description-editor__link" role="group" aria-label={t.link}>
      <TextField
        label={t.linkAddress}
        hint={t.linkHint}
        type="url"
        inputMode="url"
        autoFocus
        value={href}
        error={error}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="description-editor__link-actions">
        <Button size="sm" onClick={apply}>
          {t.linkApply}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t.linkCancel}
        </Button>
      </div>
    </div>
  );
}
