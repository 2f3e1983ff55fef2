import { Button } from '@vitrine/ui/button';
import './image-upload.css';
import { useRef, useState } from 'react';
import { uploadMessages as t } from './messages.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Props = {
  pickId: string;
  hint: string;
  onFiles: (files: File[]) => void;
  /** One file (a banner's image) instead of several (a product's). */
  single?: boolean;
  /** Names the picker button when a screen has several zones ("Escolher arquivo: celular"). */
  pickLabel?: string;
};

/**
 * Where files come in: dropped on the zone, or picked with the button (the keyboard's way and
 * the phone's, where there is nothing to drag). The API judges each file by its bytes; `accept`
 * only narrows the picker.
 */
export function ImageDropZone({ pickId, hint, onFiles, single, pickLabel }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      className="image-drop-zone"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        onFiles(single ? files.slice(0, 1) : files);
      }}
    >
      <p className="image-drop-zone__text">
        {single ? t.dropHintOne : t.dropHint}{' '}
        <Button
          id={pickId}
          variant="secondary"
          size="sm"
          aria-label={pickLabel}
          onClick={() => input.current?.click()}
        >
          {single ? t.pickOne : t.pick}
        </Button>
      </p>
      <p className="image-drop-zone__hint">{hint}</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={!single}
        hidden
        tabIndex={-1}
        aria-label={pickLabel ?? (single ? t.pickOne : t.pick)}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          onFiles(single ? files.slice(0, 1) : files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
