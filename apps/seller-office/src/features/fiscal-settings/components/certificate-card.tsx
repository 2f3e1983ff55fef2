import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import {
  removeFiscalCertificateMutationOptions,
  uploadFiscalCertificateMutationOptions,
} from '@vitrine/api-client/fiscal-settings';
import type { FiscalSettings } from '@vitrine/contract/fiscal-settings';
import { formatCnpj } from '@vitrine/domain/cnpj';
import { formatDate } from '@vitrine/domain/dates';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { readFileAsBase64, type ChosenFile } from '../form-model.ts';
import { fiscalMessages as t } from '../messages.ts';

/**
 * The A1 certificate: what the stored one says of itself (holder, CNPJ, expiry — never the
 * file), and the upload of a new one with its password. The API judges the file by its bytes
 * and says why it refuses one; that reason lands under the file input.
 */
export function CertificateCard({ saved }: { saved: FiscalSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const upload = useMutation(uploadFiscalCertificateMutationOptions(api, queryClient));
  const remove = useMutation(removeFiscalCertificateMutationOptions(api, queryClient));
  const feedback = useScreenFeedback();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [password, setPassword] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const stored = saved.certificate;

  async function submit(event: FormEvent) {
    event.preventDefault();
    feedback.clear();
    if (!file) {
      setFileError(t.chooseFile);
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    try {
      await upload.mutateAsync({ file: file.base64, password });
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.code === 'fiscal_certificate_invalid' || refusal.code === 'validation_error') {
        setFileError(refusal.message);
        fileRef.current?.focus();
      } else feedback.fail(error);
      return;
    }
    setFile(null);
    setPassword('');
    if (fileRef.current) fileRef.current.value = '';
    feedback.say(t.uploaded);
  }

  const describedBy = [`${id}-hint`, file && `${id}-chosen`, fileError && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="office-card fiscal-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.certificate}</h2>
      {stored ? (
        <dl className="fiscal-card__facts">
          <div>
            <dt>{t.certificateHolder}</dt>
            <dd>{stored.holder}</dd>
          </div>
          <div>
            <dt>{t.certificateCnpj}</dt>
            <dd>{formatCnpj(stored.cnpj)}</dd>
          </div>
          <div>
            <dt>{t.certificateValidUntil}</dt>
            <dd>
              {stored.expired
                ? t.certificateExpired(stored.valid_until)
                : formatDate(stored.valid_until)}
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t.certificateNone}</p>
      )}
      <form className="fiscal-certificate" noValidate onSubmit={submit}>
        <div className="fiscal-file">
          <label htmlFor={`${id}-file`}>{t.certificateFile}</label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            aria-describedby={describedBy}
            aria-invalid={fileError ? true : undefined}
            onChange={async (event) => {
              const chosen = event.currentTarget.files?.[0];
              setFileError(null);
              if (!chosen) return setFile(null);
              try {
                setFile(await readFileAsBase64(chosen));
              } catch {
                setFile(null);
                setFileError(t.unreadableFile);
              }
            }}
          />
          <p id={`${id}-hint`} className="fiscal-card__hint">
            {t.certificateHint}
          </p>
          {file && <p id={`${id}-chosen`}>{t.chosenFile(file.name)}</p>}
          {fileError && (
            <p id={`${id}-error`} className="office-failure">
              {fileError}
            </p>
          )}
        </div>
        <TextField
          label={t.certificatePassword}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <div className="fiscal-certificate__actions">
          <Button type="submit" loading={upload.isPending}>
            {t.upload}
          </Button>
          {stored && !saved.invoices_enabled && (
            <Button
              type="button"
              variant="secondary"
              loading={remove.isPending}
              onClick={() => feedback.remove(() => remove.mutateAsync(), t.removed)}
            >
              {t.remove}
            </Button>
          )}
        </div>
      </form>
      <ScreenFeedback feedback={feedback} />
    </section>
  );
}
