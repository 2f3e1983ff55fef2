import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { storeLogoMutationOptions } from '@vitrine/api-client/store-identity';
import { uploadImage } from '@vitrine/api-client/upload-image';
import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import type { StoreLogo } from '@vitrine/contract/store-identity';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useId, useState, type ChangeEvent } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { identityMessages as t } from './messages.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The store's logo: sent through the catalog's image pipeline (POST /images judges the bytes
 * and re-encodes them), then chosen (PUT /settings/identity/logo). Saved at once, apart from
 * the identity's form: an upload is not a field to keep unsaved.
 */
export function LogoCard({ logo, storeName }: { logo: StoreLogo | null; storeName: string }) {
  const id = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const change = useMutation(storeLogoMutationOptions(api, queryClient));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(work: () => Promise<unknown>, done: string) {
    setProblem(null);
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(t.logoTooLarge);
      return;
    }
    void run(async () => {
      const image = await uploadImage(api, file);
      await change.mutateAsync({ image_id: image.id });
    }, t.logoSaved);
  };

  return (
    <section className="office-card identity-form__group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="identity-logo__title">
        {t.logo}
      </h2>
      <p className="identity-form__intro">{t.logoIntro}</p>
      {logo ? (
        <img
          className="identity-logo__image"
          src={logo.src}
          alt={t.logoAlt(storeName)}
          width={logo.width}
          height={logo.height}
        />
      ) : (
        <p className="identity-form__intro">{t.noLogo}</p>
      )}
      <div className="identity-logo__actions">
        <div className="vt-field">
          <label className="vt-field__label" htmlFor={`${id}-file`}>
            {logo ? t.replaceLogo : t.uploadLogo}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED}
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={send}
          />
          <p className="vt-field__hint" id={`${id}-hint`}>
            {t.logoHint}
          </p>
        </div>
        {logo ? (
          <Button
            type="button"
            variant="secondary"
            loading={busy}
            onClick={() => void run(() => change.mutateAsync(null), t.logoRemoved)}
          >
            {t.removeLogo}
          </Button>
        ) : null}
      </div>
      <p role="status" className="identity-form__intro">
        {busy ? t.logoSending : ''}
      </p>
      {problem ? (
        <p role="alert" className="identity-form__failure">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
