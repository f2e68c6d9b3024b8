import type { ApplicationSeries } from '@eta/domain';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 36 };

const dayLabel = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A round upper bound for the axis: 1, 2, 5 × 10ⁿ. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= value) ?? 10 * power);
}

/**
 * Applications Over Time: daily new (bars) and paid (line) applications for 30 days, in plain
 * SVG. The same figures are in a table for screen readers.
 */
export function ApplicationsChart({ series }: { series: ApplicationSeries }) {
  const days = series.days;
  const max = niceMax(Math.max(...days.map((d) => Math.max(d.created, d.paid)), 0));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(days.length, 1);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => PAD.left + index * step + step / 2;
  const paidPath = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.paid).toFixed(1)}`).join(' ');
  const ticks = [0, max / 2, max];
  const totals = days.reduce((sum, d) => ({ created: sum.created + d.created, paid: sum.paid + d.paid }), { created: 0, paid: 0 });
  return (
    <figure className="chart">
      <div className="chart__scroll" tabIndex={0} role="group" aria-label="Applications Over Time chart (scrolls sideways on small screens)">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Last 30 days: ${totals.created} new applications, ${totals.paid} paid`} className="chart__svg">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart__tick">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <rect key={d.date} x={x(i) - step * 0.35} width={step * 0.7} y={y(d.created)} height={Math.max(0, PAD.top + plotHeight - y(d.created))} className="chart__bar">
            <title>{`${dayLabel(d.date)}: ${d.created} new, ${d.paid} paid`}</title>
          </rect>
        ))}
        <path d={paidPath} className="chart__line" />
        {days.map((d, i) =>
          i % 7 === days.length % 7 ? (
            <text key={d.date} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="chart__tick">
              {dayLabel(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      </div>
      <figcaption className="chart__legend">
        <span className="chart__key chart__key--bar" /> New applications <span className="chart__key chart__key--line" /> Paid
      </figcaption>
      {/* A table ignores the 1 px height of .visually-hidden, so its wrapper carries the class. */}
      <div className="visually-hidden">
      <table>
        <caption>Applications per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">New</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.created}</td>
              <td>{d.paid}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
