import { Button } from '@vitrine/ui/button';
import { useEffect, useRef } from 'react';
import { CopyButton } from '../copy-button.tsx';
import { twoFactorMessages as t } from './messages.ts';
import './two-factor.css';

/**
 * The recovery codes, shown once (only their hashes are kept): to download as a text file, to
 * copy, and "Já guardei" to leave. The heading takes the focus as they appear.
 */
export function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The office's address names the store the codes open.
  const text = `${t.codesFile(window.location.host)}\n${props.codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-de-recuperacao.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="security__codes" aria-labelledby="security-codes-title">
      <h3 id="security-codes-title" ref={heading} tabIndex={-1}>
        {t.codesTitle}
      </h3>
      <p>{t.codesIntro}</p>
      <ol className="security__code-list" aria-label={t.codesLabel}>
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security__actions">
        <Button type="button" variant="secondary" onClick={download}>
          {t.download}
        </Button>
        <CopyButton text={text} copied={t.copied}>
          {t.copy}
        </CopyButton>
        <Button type="button" onClick={props.onDone}>
          {t.saved}
        </Button>
      </div>
    </section>
  );
}
