import { useState, type KeyboardEvent } from 'react';
import { cartPageMessages as t } from '../page-messages.ts';

type Props = {
  /** The item's name, for the controls' labels ("Aumentar a quantidade de …"). */
  name: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** A typed number over `max` was brought down to it: the line says why. */
  onOverMax?: () => void;
  /** The line's message (stock, error) the field is described by. */
  describedBy?: string | undefined;
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), max);

/**
 * − [n] + bounded by 1 and `max` (the stock, at most 99, spec §9). The buttons apply at once;
 * a typed number applies when the field is left or on Enter, brought within the bounds (over
 * `max`, onOverMax lets the line say so: a 50 that silently became 35 looked like a bug). At a bound a button stays
 * focusable and says it is unavailable (aria-disabled), so focus is not thrown to the page.
 */
export function QuantityStepper({ name, value, max, onChange, onOverMax, describedBy }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Math.trunc(Number(draft));
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const next = clamp(typed, max);
    if (next !== value) onChange(next);
    // After onChange, which a line may take as "the message is read": this one is new.
    if (typed > max) onOverMax?.();
  };
  const step = (delta: number) => {
    const next = clamp(value + delta, max);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div className="quantity-stepper" role="group" aria-label={t.stepper.label(name)}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t.stepper.decrease(name)}
        aria-disabled={value <= 1 || undefined}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={t.stepper.label(name)}
        aria-describedby={describedBy}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t.stepper.increase(name)}
        aria-disabled={value >= max || undefined}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
