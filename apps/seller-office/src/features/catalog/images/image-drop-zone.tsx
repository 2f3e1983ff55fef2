import { Button } from '@vitrine/ui/button';
import { useRef, useState } from 'react';
import { imageMessages as t } from './messages.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Props = { pickId: string; hint: string; onFiles: (files: File[]) => void };

/**
 * Where files come in: dropped on the zone, or picked with the button (the keyboard's way and
 * the phone's, where there is nothing to drag). The API judges each file by its bytes; `accept`
 * only narrows the picker.
 */
export function ImageDropZone({ pickId, hint, onFiles }: Props) {
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
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <p className="image-drop-zone__text">
        {t.dropHint}{' '}
        <Button id={pickId} variant="secondary" size="sm" onClick={() => input.current?.click()}>
          {t.pick}
        </Button>
      </p>
      <p className="image-drop-zone__hint">{hint}</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-label={t.pick}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
