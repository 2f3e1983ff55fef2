import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import type { UploadedImage } from '@vitrine/contract/images';
import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import { useEffect, useId, useRef, useState } from 'react';
import { ImageDropZone } from '../../../lib/image-upload/image-drop-zone.tsx';
import { ImageItem } from './image-item.tsx';
import { imageMessages as t } from './messages.ts';
import { UploadList } from '../../../lib/image-upload/upload-list.tsx';
import { useUploads } from '../../../lib/image-upload/use-uploads.ts';
import './images.css';

export type ImageManagerProps = {
  value: CatalogImage[];
  onChange: (next: CatalogImage[]) => void;
  /** The values of the product's Cor option: each image may be tied to one. */
  colours?: string[];
  /** Pre-fills each new image's alt text (required; the seller refines it). */
  productName: string;
};

const keyOf = (image: CatalogImage) => image.image_id ?? image.src;

/**
 * A product's images: several uploaded at once (drop or pick) with a progress bar each, then
 * ordered with buttons (the first is the cover), described (alt text, required) and tied to a
 * colour. Controlled: `value` is the list, `onChange` gets the next one.
 */
export function ImageManager({ value, onChange, colours, productName }: ImageManagerProps) {
  const id = useId();
  // Uploads finish one by one, possibly in the same tick: each adds to the latest list, not to
  // the one its render saw.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: CatalogImage[]) => {
    latest.current = next;
    onChange(next);
  };
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  const { uploads, start, dismiss } = useUploads((uploaded: UploadedImage) => {
    const { id: imageId, ...rest } = uploaded;
    change([...latest.current, { ...rest, image_id: imageId, alt: productName }]);
    setAnnouncement(t.uploaded(productName));
  });

  useEffect(() => {
    if (!focusAfterMove) return;
    document.getElementById(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function move(index: number, offset: -1 | 1) {
    const target = index + offset;
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (!moved || target < 0 || target > value.length - 1) return;
    next.splice(target, 0, moved);
    change(next);
    setAnnouncement(t.moved(target + 1));
    // The same button keeps the focus where it still can move; at an end, its sibling.
    const atEnd = offset === -1 ? target === 0 : target === next.length - 1;
    const button = offset === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    setFocusAfterMove(`${id}-${keyOf(moved)}-${button}`);
  }

  function remove(index: number) {
    change(value.filter((_, i) => i !== index));
    setAnnouncement(t.removed);
    setFocusAfterMove(`${id}-pick`);
  }

  return (
    <fieldset className="image-manager">
      <legend className="image-manager__legend">{t.legend}</legend>
      <ImageDropZone pickId={`${id}-pick`} hint={t.formats(IMAGE_MAX_BYTES)} onFiles={start} />
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {value.length === 0 ? (
        <p className="image-manager__empty">{t.none}</p>
      ) : (
        <ol className="image-manager__list">
          {value.map((image, index) => (
            <ImageItem
              key={keyOf(image)}
              idPrefix={`${id}-${keyOf(image)}`}
              image={image}
              position={index + 1}
              total={value.length}
              colours={colours}
              onChange={(edited) => change(value.map((old, i) => (i === index ? edited : old)))}
              onMove={(offset) => move(index, offset)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <p className="image-manager__status" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
