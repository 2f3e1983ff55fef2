import { applyMask } from '@vitrine/domain/mask';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  type RefObject,
} from 'react';
import { Field, joinIds, useFieldIds, type FieldTextProps } from './field.tsx';
import { fieldMessages } from './messages.ts';
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
 * Text typed into the server-rendered input before the page hydrated goes the same way once it
 * has (useEarlyTextReplay).
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
  const early = useEarlyTextReplay(accepted);

  function sync(input: HTMLInputElement) {
    accepted.current = input.value;
    setOwnWords(countWords(input.value));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    early.reported();
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
      extra={wordLimit === undefined ? undefined : fieldMessages.words(words, wordLimit)}
    >
      <div className="vt-field__control">
        <input
          className="vt-field__input"
          {...props}
          id={ids.inputId}
          ref={mergeRefs(early.ref, ref, (node) => {
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

/**
 * Text typed before hydration never reached `onChange`: React hydrates an input around whatever
 * the browser holds and reports only later changes, so the mask never ran and a form never heard
 * of it (a CEP typed while the pay page loads was never looked up, spec §5). The input is read
 * the first time React hands it over, before the caller's ref (register() writes a form's
 * default value there), and an early text is replayed once the page is live, as the one
 * keystroke it stands for. React 19 does the same behind its `enableHydrationChangeEvent` flag,
 * off in its stable builds. A client-rendered input always starts at its default: nothing to do.
 */
function useEarlyTextReplay(accepted: RefObject<string>) {
  const seen = useRef(false);
  const early = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = early.current;
    early.current = null;
    if (!input?.isConnected) return;
    // The early text is one edit from what the server rendered, which the field goes back to if
    // the edit is refused (the word limit).
    accepted.current = input.defaultValue;
    replayInput(input);
  }, [accepted]);
  return {
    ref: (node: HTMLInputElement | null) => {
      if (!node || seen.current) return;
      seen.current = true;
      if (node.value !== node.defaultValue) early.current = node;
    },
    /** A key pressed after hydration, before the replay: its change event carried the text. */
    reported: () => {
      early.current = null;
    },
  };
}

/**
 * Fires React's change event for the input's current text. React reports a change only from the
 * value it last tracked, which for a hydrated input is the early text itself: the element is set
 * back to what the server rendered (React tracks that), then given the text again through the
 * prototype's setter, under React's tracking (Testing Library's fireEvent.change does the same).
 */
function replayInput(input: HTMLInputElement) {
  const text = input.value;
  input.value = input.defaultValue;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
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
