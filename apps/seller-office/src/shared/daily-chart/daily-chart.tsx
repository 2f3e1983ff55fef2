import { formatDayMonth } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// This module is the only one that imports uPlot, and only the screens that draw a chart load
// it (React.lazy: the home's daily sales, the reports): the library stays out of the app's
// entry chunk and of every other screen.

export const CHART_HEIGHT = 240;
const BAR_COLOUR = '#0a5cad'; // --vt-color-primary (canvas takes no CSS variables)
const AXIS_COLOUR = '#57606a'; // --vt-color-text-muted
const GRID_COLOUR = '#d0d7de';

// 'R$ 1,2 mil' on the axis: short labels that still read as money.
const COMPACT_BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactBRL = (value: number) => COMPACT_BRL.format(value).replace(/[\u00A0\u202F]/g, ' ');

/** One bar a day: the day (AAAA-MM-DD) and its amount in reais. */
export type DailyPoint = { day: string; value: number };

export type DailyChartProps = {
  points: readonly DailyPoint[];
  /** The legend's names of the days and of the amounts ("Dia", "Faturamento"). */
  labels: { day: string; series: string };
  /** A class of the screen's beside `office-chart` (its e2e and its own rules find it). */
  className?: string;
};

function chartOptions(
  points: readonly DailyPoint[],
  labels: DailyChartProps['labels'],
  width: number,
): uPlot.Options {
  const labelAt = (index: number) => {
    const point = Number.isInteger(index) ? points[index] : undefined;
    return point ? formatDayMonth(point.day) : '';
  };
  const axis = {
    stroke: AXIS_COLOUR,
    grid: { stroke: GRID_COLOUR, width: 1 },
    ticks: { show: false },
  };
  return {
    width,
    height: CHART_HEIGHT,
    // The days are an index (0…n), not instants: no time zone can move a bar to another day.
    scales: {
      x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 100] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        space: 48,
        incrs: [1, 2, 5, 7, 10, 15, 30, 60, 90],
        values: (_chart, splits) => splits.map(labelAt),
      },
      { ...axis, size: 72, values: (_chart, splits) => splits.map(compactBRL) },
    ],
    series: [
      { label: labels.day, value: (_chart, index) => labelAt(index) },
      {
        label: labels.series,
        fill: BAR_COLOUR,
        stroke: BAR_COLOUR,
        paths: uPlot.paths.bars?.({ size: [0.7, 32], radius: 0.15 }),
        points: { show: false },
        value: (_chart, value) => (value == null ? '—' : formatBRL(value)),
      },
    ],
    cursor: { drag: { x: false, y: false }, points: { show: false } },
  };
}

/**
 * Amounts a day as bars (uPlot on a canvas). Hidden from screen readers: every screen that
 * draws it puts a table of the same numbers beside it.
 */
export default function DailyChart({ points, labels, className }: DailyChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((_point, index) => index),
      points.map((point) => point.value),
    ];
    const chart = new uPlot(chartOptions(points, labels, element.clientWidth), data, element);
    const resize = new ResizeObserver(() => {
      if (element.clientWidth !== chart.width) {
        chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT });
      }
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, labels]);

  return (
    <div
      ref={container}
      className={className ? `office-chart ${className}` : 'office-chart'}
      aria-hidden="true"
    />
  );
}
