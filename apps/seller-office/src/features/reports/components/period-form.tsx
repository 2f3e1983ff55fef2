import { DATE_RANGE } from '@vitrine/contract/common';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useState, type FormEvent } from 'react';
import { periodProblem, PRESETS, type Preset, type PeriodChoice } from '../model.ts';
import { reportsMessages as t } from '../messages.ts';

type Props = {
  choice: PeriodChoice;
  onApply: (choice: { preset: Preset; from?: string; to?: string }) => void;
};

/**
 * The period: a preset, or "Personalizado" with its two days (the browser's date fields, which
 * read dd/mm/aaaa in pt-BR). Applied by "Ver relatório" (or Enter), never half-typed.
 */
export function PeriodForm({ choice, onApply }: Props) {
  const [preset, setPreset] = useState<Preset>(choice.preset);
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  const [problem, setProblem] = useState<string | null>(null);
  // The URL moved (back/forward): the fields follow it.
  const [shown, setShown] = useState(choice);
  if (shown !== choice) {
    setShown(choice);
    setPreset(choice.preset);
    setFrom(choice.from);
    setTo(choice.to);
    setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preset !== 'personalizado') {
      setProblem(null);
      onApply({ preset });
      return;
    }
    const found = periodProblem(from, to);
    setProblem(found);
    if (!found) onApply({ preset, from, to });
  }

  return (
    <form
      className="filter-bar office-card reports-period"
      aria-label={t.periodForm}
      onSubmit={submit}
    >
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="reports-preset">
          {t.period}
        </label>
        <select
          id="reports-preset"
          className="office-select"
          value={preset}
          onChange={(event) => setPreset(event.target.value as Preset)}
        >
          {PRESETS.map((option) => (
            <option key={option} value={option}>
              {t.presets[option]}
            </option>
          ))}
        </select>
      </div>
      {preset === 'personalizado' && (
        <>
          <TextField
            id="reports-from"
            type="date"
            label={t.from}
            min={DATE_RANGE.from}
            max={DATE_RANGE.to}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={problem ?? undefined}
          />
          <TextField
            id="reports-to"
            type="date"
            label={t.to}
            min={DATE_RANGE.from}
            max={DATE_RANGE.to}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </>
      )}
      <div className="filter-bar__actions">
        <Button type="submit">{t.apply}</Button>
      </div>
    </form>
  );
}
