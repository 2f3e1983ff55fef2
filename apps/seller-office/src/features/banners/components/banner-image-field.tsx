import type { BannerImageInput } from '@vitrine/contract/banners';
import { Button } from '@vitrine/ui/button';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { useId, useState } from 'react';
import { ImageDropZone } from '../../../lib/image-upload/image-drop-zone.tsx';
import { UploadList } from '../../../lib/image-upload/upload-list.tsx';
import { useUploads } from '../../../lib/image-upload/use-uploads.ts';
import { bannerMessages as t } from '../messages.ts';

type Props = {
  legend: string;
  hint: string;
  pickLabel: string;
  value: BannerImageInput | null;
  onChange: (image: BannerImageInput | null) => void;
  error?: string;
  /** The phone's image may be taken away (the desktop one then serves phones too). */
  removable?: boolean;
};

/**
 * One of a banner's images: sent through the catalog's upload (the API judges the bytes and
 * makes the renditions), shown as a preview, replaced by sending another.
 */
export function BannerImageField({
  legend,
  hint,
  pickLabel,
  value,
  onChange,
  error,
  removable,
}: Props) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const { uploads, start, dismiss } = useUploads(({ id: imageId, ...uploaded }) => {
    onChange({ ...uploaded, image_id: imageId, alt: '' });
    setAnnouncement(t.uploaded(legend));
  });
  const errorId = `${id}-error`;
  return (
    <fieldset className="banner-image-field" aria-describedby={error ? errorId : undefined}>
      <legend className="banner-image-field__legend">{legend}</legend>
      {value ? (
        <img
          className="banner-image-field__preview"
          src={value.src}
          width={value.width}
          height={value.height}
          alt={t.preview(legend)}
        />
      ) : (
        <p className="banner-image-field__empty">{t.noImage}</p>
      )}
      <ImageDropZone
        pickId={`${id}-pick`}
        hint={hint}
        onFiles={start}
        single
        pickLabel={pickLabel}
      />
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {removable && value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          {t.removeImage}
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className="vt-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </fieldset>
  );
}
