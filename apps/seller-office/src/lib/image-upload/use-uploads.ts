import { uploadImage } from '@vitrine/api-client/upload-image';
import { ApiError } from '@vitrine/api-client/errors';
import { IMAGE_MAX_BYTES, type UploadedImage } from '@vitrine/contract/images';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '../api-context.tsx';
import { uploadMessages as t } from './messages.ts';

/** A file on its way up: its progress (0 to 1), or why it was refused. */
export type Upload = { key: string; name: string; progress: number; error?: string };

let next = 0;

/**
 * Sends each file on its own request, all at once (the API takes one file per request), each
 * with its own progress. `onUploaded` gets every image as it arrives, in the order they finish.
 * A file over the limit is refused here, without sending it (the API would refuse it too).
 */
export function useUploads(onUploaded: (image: UploadedImage) => void) {
  const client = useApi();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const update = (key: string, change: Partial<Upload> | null) =>
    setUploads((list) =>
      change === null
        ? list.filter((u) => u.key !== key)
        : list.map((u) => (u.key === key ? { ...u, ...change } : u)),
    );

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `upload-${++next}`;
        if (file.size > IMAGE_MAX_BYTES) {
          const error = t.tooLarge(file.name, IMAGE_MAX_BYTES);
          setUploads((list) => [...list, { key, name: file.name, progress: 0, error }]);
          continue;
        }
        setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
        uploadImage(client, file, { onProgress: (progress) => update(key, { progress }) }).then(
          (image) => {
            update(key, null);
            onUploadedRef.current(image);
          },
          (error: unknown) => {
            const reason = error instanceof ApiError ? error.message : String(error);
            update(key, { error: t.failed(file.name, reason) });
          },
        );
      }
    },
    [client],
  );

  const dismiss = useCallback((key: string) => update(key, null), []);
  return { uploads, start, dismiss };
}
