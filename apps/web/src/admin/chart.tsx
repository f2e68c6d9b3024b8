import { useCallback, type ReactNode } from 'react';

export type ChartSeries = { name: string; values: readonly number[]; tone: 'a' | 'b' | 'c' | 'd' };

type Props = {
  /** What the chart shows, read out for the picture and used as the table's caption. */
  title: string;
  /** The x axis: one label per group of bars, and its longer form for the table. */
  labels: readonly string[];
  fullLabels?: readonly string[];
  series: readonly ChartSeries[];
  /** The table's first column heading. */
  labelHeading: string;
  format?: (value: number) => string;
  empty?: ReactNode;
};

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 30, left: 40 };

/** A round upper bound for the axis: 1, 2, 5 × 10ⁿ. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= value) ?? 10 * power;
}

/**
 * Grouped bars in plain SVG with a legend; the same figures are in a table for screen readers
 * (the picture itself is one labelled image). Scrolls sideways on narrow screens, opened at the
 * latest groups.
 */
export function BarChart({ title, labels, fullLabels = labels, series, labelHeading, format = String, empty }: Props) {
  // Time runs left to right: on a narrow screen the latest groups are in view first.
  const showLatest = useCallback((scroller: HTMLDivElement | null) => {
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, []);
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  if (total === 0 && empty) return <>{empty}</>;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(labels.length, 1);
  const barWidth = (step * 0.8) / Math.max(series.length, 1);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="chart admin-chart">
      <div ref={showLatest} className="chart__scroll" tabIndex={0} role="group" aria-label={`${title} (scrolls sideways on small screens)`}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="chart__svg">
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="chart__grid" />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart__tick">
                {Math.round(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, i) => (
            <g key={`${label}-${i}`}>
              {series.map((s, g) => {
                const value = s.values[i] ?? 0;
                return (
                  <rect
                    key={s.name}
                    x={PAD.left + i * step + step * 0.1 + g * barWidth}
                    width={Math.max(barWidth - 1, 1)}
                    y={y(value)}
                    height={Math.max(0, PAD.top + plotHeight - y(value))}
                    className={`admin-chart__bar admin-chart__bar--${s.tone}`}
                  >
                    <title>{`${fullLabels[i] ?? label}: ${s.name} ${format(value)}`}</title>
                  </rect>
                );
              })}
              <text x={PAD.left + i * step + step / 2} y={HEIGHT - 10} textAnchor="middle" className="chart__tick">
                {label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="chart__legend admin-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.name}>
            <span className={`chart__key admin-chart__key--${s.tone}`} /> {s.name}
          </span>
        ))}
      </figcaption>
      {/* A table ignores the 1 px height of .visually-hidden, so its wrapper carries the class. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{fullLabels[i] ?? label}</th>
                {series.map((s) => (
                  <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
