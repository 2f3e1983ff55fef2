import { applyMask } from '@vitrine/domain/mask';
import { useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { Field, joinIds, useFieldIds, type FieldTextProps } from './field.tsx';
import { messages } from './messages.ts';
import { countWords, limitWords } from './word-limit.ts';

export interface TextFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children'> {
  /** spec §5 input mask (`#` digit, `@` letter, `*` either); several patterns: the best fit wins. */
  mask?: string | readonly string[];
  /** spec §5 word limit: shows 'N/limit palavras' and refuses words beyond the limit. */
  wordLimit?: number;
}

/**
 * A labelled text input. Spread react-hook-form's `register()` into it as is: the mask and the
 * word limit rewrite the input's value before `onChange` runs, so the form sees the final text.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  mask,
  wordLimit,
  ref,
  onChange,
  onFocus,
  className,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const controlled = props.value !== undefined;
  // The text before the current edit, which a refused edit goes back to. Uncontrolled inputs
  // (register()) may be filled behind our back by a form reset, so it is re-read on focus.
  const accepted = useRef(String(props.value ?? props.defaultValue ?? ''));
  const [ownWords, setOwnWords] = useState(() => countWords(accepted.current));
  const words = controlled ? countWords(String(props.value)) : ownWords;

  function sync(input: HTMLInputElement) {
    accepted.current = input.value;
    setOwnWords(countWords(input.value));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const previous = controlled ? String(props.value) : accepted.current;
    let next = mask ? applyMask(input.value, mask) : input.value;
    if (wordLimit !== undefined) next = limitWords(previous, next, wordLimit);
    if (next !== input.value) replaceValue(input, next);
    sync(input);
    if (next !== previous) onChange?.(event);
  }

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className={className}
      extra={wordLimit === undefined ? undefined : messages.field.words(words, wordLimit)}
    >
      <div className="vt-field__control">
        <input
          className="vt-field__input"
          {...props}
          id={ids.inputId}
          ref={mergeRefs(ref, (node) => {
            // After the caller's ref, which is where register() writes a form's default value.
            if (node && wordLimit !== undefined) sync(node);
          })}
          aria-invalid={error != null ? true : props['aria-invalid']}
          aria-describedby={joinIds(
            hint != null && ids.hintId,
            wordLimit !== undefined && ids.extraId,
            error != null && ids.errorId,
            props['aria-describedby'],
          )}
          onFocus={(event) => {
            if (!controlled) sync(event.target);
            onFocus?.(event);
          }}
          onChange={handleChange}
        />
      </div>
    </Field>
  );
}

/** Sets the text and keeps the caret as far from the end as it was (the mask moves text left of it). */
function replaceValue(input: HTMLInputElement, next: string) {
  const fromEnd = input.value.length - (input.selectionEnd ?? input.value.length);
  input.value = next;
  // selectionEnd is null for input types without a caret (email, number): nothing to restore.
  if (input.selectionEnd !== null) {
    const caret = Math.max(0, next.length - fromEnd);
    input.setSelectionRange(caret, caret);
  }
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
