import { Button } from 'react-aria-components';
import { TOP_NATIONALITIES, formatOneDecimal, type AdminMetrics } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './dashboard.css';

/** Performance Metrics: processing time, decision rates, volumes and the top nationalities. */
export function PerformanceSection() {
  const metrics = trpc.admin.dashboard.metrics.useQuery();
  if (metrics.error) {
    return (
      <div className="section-state card" role="alert">
        <p>{errorMessage(metrics.error, 'The metrics could not be loaded.')}</p>
        <Button className="button button--secondary button--small" onPress={() => void metrics.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const m = metrics.data;
  const loading = metrics.isPending;
  const hours = m?.avgProcessingTime ?? null;
  return (
    <div className="stack admin-dashboard">
      <div className="admin-stats">
        <StatCard label="Average Processing Time" value={hours === null ? 'N/A' : `${formatOneDecimal(hours)} hours`} hint="From payment to decision" isLoading={loading} />
        <StatCard label="Approval Rate" value={formatOneDecimal(m?.approvalRate ?? null, '%')} hint="Of decided applications" isLoading={loading} />
        <StatCard label="Rejection Rate" value={formatOneDecimal(m?.rejectionRate ?? null, '%')} hint="Of decided applications" isLoading={loading} />
      </div>
      <div className="admin-stats">
        <StatCard label="Applications Today" value={m?.applicationsToday} isLoading={loading} />
        <StatCard label="Applications This Week" value={m?.applicationsThisWeek} hint="Since Monday" isLoading={loading} />
        <StatCard label="Applications This Month" value={m?.applicationsThisMonth} isLoading={loading} />
      </div>
      <section className="card" aria-labelledby="top-nationalities-title">
        <h2 id="top-nationalities-title" className="card__title">
          Top {TOP_NATIONALITIES} Nationalities
        </h2>
        {m ? <Nationalities rows={m.topNationalities} /> : <Spinner label="Loading nationalities" />}
      </section>
      <p className="figure-note muted">Submitted applications only (drafts are not counted). Days and weeks are UTC.</p>
    </div>
  );
}

function Nationalities({ rows }: { rows: AdminMetrics['topNationalities'] }) {
  if (!rows.length) return <p className="muted">No data available</p>;
  const max = Math.max(...rows.map((r) => r.count));
  return (
    <ol className="rank-list">
      {rows.map((row) => (
        <li key={row.nationality}>
          <div className="rank-list__row">
            <span>{row.nationality}</span>
            <span>{row.count.toLocaleString('en-GB')}</span>
          </div>
          <div className="rank-list__bar" aria-hidden="true">
            <span style={{ width: `${(row.count / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
