import type { ReportFigures } from '@vitrine/contract/reports';
import { formatBRL } from '@vitrine/domain/money';
import { useId } from 'react';
import { changeOf, FIGURES, formatConversion, formatStars, type FigureKind } from '../model.ts';
import { reportsMessages as t } from '../messages.ts';

// The arrow and the sign say the direction; the colour only repeats them (WCAG 1.4.1).
const ARROWS = { up: '▲', down: '▼', same: '=', 'no-previous': '–' } as const;

const shown = (value: number | null, kind: FigureKind) =>
  kind === 'money'
    ? formatBRL(value ?? 0)
    : kind === 'ratio'
      ? formatConversion(value)
      : kind === 'stars'
        ? formatStars(value)
        : (value ?? 0).toLocaleString('pt-BR');

function FigureCard({
  name,
  kind,
  current,
  previous,
}: {
  name: keyof ReportFigures;
  kind: FigureKind;
  current: ReportFigures;
  previous: ReportFigures;
}) {
  const id = useId();
  const now = current[name] as number | null;
  const before = previous[name] as number | null;
  const change = changeOf(now, before);
  return (
    <section className="office-card reports-figure" aria-labelledby={id} data-figure={name}>
      <h3 id={id} className="reports-figure__name">
        {t.figures[name as keyof typeof t.figures]}
      </h3>
      <p className="reports-figure__value">{shown(now, kind)}</p>
      <p className={`reports-figure__change reports-figure__change--${change.kind}`}>
        <span aria-hidden="true">{ARROWS[change.kind]} </span>
        {change.text}
      </p>
      <p className="reports-figure__previous">{t.previous(shown(before, kind))}</p>
    </section>
  );
}

/** Every figure of the period, the previous period's beside it and the change in %. */
export function FigureCards({
  current,
  previous,
}: {
  current: ReportFigures;
  previous: ReportFigures;
}) {
  const headingId = useId();
  return (
    <section className="reports-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.figuresLabel}</h2>
      <div className="reports-figures">
        {FIGURES.map(([name, kind]) => (
          <FigureCard key={name} name={name} kind={kind} current={current} previous={previous} />
        ))}
      </div>
    </section>
  );
}
