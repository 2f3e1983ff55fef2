import { useId, useState } from 'react';
import { paymentProvidersMessages as t } from '../messages.ts';
import { readFileAsBase64, type ChosenFile } from '../form-model.ts';

type Props = {
  label: string;
  hint?: string;
  accept: string;
  error?: string | undefined;
  chosen: ChosenFile | null;
  onChosen: (file: ChosenFile | null) => void;
};

/**
 * A native file input with its label, hint and error wired for screen readers. The file is
 * read here into base64 (the API judges its bytes); the name is shown back to the seller.
 */
export function FileInput({ label, hint, accept, error, chosen, onChosen }: Props) {
  const id = useId();
  const [unreadable, setUnreadable] = useState(false);
  const problem = unreadable ? t.unreadableFile : error;
  const describedBy =
    [hint && `${id}-hint`, problem && `${id}-error`, chosen && `${id}-chosen`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="providers-file">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          setUnreadable(false);
          if (!file) return onChosen(null);
          try {
            onChosen(await readFileAsBase64(file));
          } catch {
            setUnreadable(true);
            onChosen(null);
          }
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="providers-file__hint">
          {hint}
        </p>
      )}
      {chosen && <p id={`${id}-chosen`}>{t.chosenFile(chosen.name)}</p>}
      {problem && (
        <p id={`${id}-error`} className="providers-form__error">
          {problem}
        </p>
      )}
    </div>
  );
}
