import { Button } from '@vitrine/ui/button';
import './image-upload.css';
import { formatPercent } from './format.ts';
import { uploadMessages as t } from './messages.ts';
import type { Upload } from './use-uploads.ts';

/** The files on their way up (a progress bar each) and the ones refused (why, and a dismiss). */
export function UploadList({
  uploads,
  onDismiss,
}: {
  uploads: Upload[];
  onDismiss: (key: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list">
      {uploads.map((upload) =>
        upload.error ? (
          <li key={upload.key} className="upload-list__item upload-list__item--error">
            <span role="alert">{upload.error}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.dismiss(upload.name)}
              onClick={() => onDismiss(upload.key)}
            >
              ×
            </Button>
          </li>
        ) : (
          <li key={upload.key} className="upload-list__item">
            <span className="upload-list__name">{upload.name}</span>
            <progress
              className="upload-list__bar"
              max={1}
              value={upload.progress}
              aria-label={t.uploading(upload.name)}
            />
            <span className="upload-list__percent">{formatPercent(upload.progress)}</span>
          </li>
        ),
      )}
    </ul>
  );
}
