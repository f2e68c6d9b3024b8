import { Button } from 'react-aria-components';
import type { StatusCount } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusBadge } from '../../staff/status-badge.tsx';
import { BarChart } from '../chart.tsx';
import './dashboard.css';

const monthLabel = (month: string, style: 'short' | 'long') =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: style, ...(style === 'long' ? { year: 'numeric' } : {}), timeZone: 'UTC' });

/** Analytics: how many applications are in each status, and 12 months of trends. */
export function AnalyticsSection() {
  const analytics = trpc.admin.dashboard.analytics.useQuery();
  const data = analytics.data;
  const total = data?.statusCounts.reduce((sum, s) => sum + s.count, 0) ?? 0;
  const columns: DataColumn<StatusCount & { id: string }>[] = [
    { id: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    { id: 'count', label: 'Count', stackLabel: 'Count', render: (row) => row.count.toLocaleString('en-GB') },
    { id: 'share', label: 'Share', stackLabel: 'Share', render: (row) => (total ? `${((row.count / total) * 100).toFixed(1)}%` : '—') },
  ];
  return (
    <div className="stack admin-dashboard">
      <section className="card" aria-labelledby="status-distribution-title">
        <h2 id="status-distribution-title" className="card__title">
          Application Status Distribution
        </h2>
        <DataTable
          label="Applications per status"
          columns={columns}
          items={data?.statusCounts.map((s) => ({ ...s, id: s.status }))}
          status={analytics.status}
          errorMessage={errorMessage(analytics.error, 'The analytics could not be loaded.')}
          onRetry={() => void analytics.refetch()}
          emptyMessage="No applications yet"
          stackOnNarrowScreens
        />
      </section>
      <section className="card" aria-labelledby="monthly-trends-title">
        <h2 id="monthly-trends-title" className="card__title">
          Monthly Trends
        </h2>
        <p className="muted figure-note">Applications created, paid, approved and refused in each of the last 12 months (UTC).</p>
        {analytics.isPending ? <Spinner label="Loading trends" /> : null}
        {analytics.error ? (
          <div className="section-state" role="alert">
            <p>{errorMessage(analytics.error, 'The trends could not be loaded.')}</p>
            <Button className="button button--secondary button--small" onPress={() => void analytics.refetch()}>
              Retry
            </Button>
          </div>
        ) : null}
        {data ? (
          <BarChart
            title="Applications per month, last 12 months"
            labelHeading="Month"
            labels={data.monthlyTrends.map((m) => monthLabel(m.month, 'short'))}
            fullLabels={data.monthlyTrends.map((m) => monthLabel(m.month, 'long'))}
            series={[
              { name: 'Created', values: data.monthlyTrends.map((m) => m.created), tone: 'a' },
              { name: 'Paid', values: data.monthlyTrends.map((m) => m.paid), tone: 'b' },
              { name: 'Approved', values: data.monthlyTrends.map((m) => m.approved), tone: 'c' },
              { name: 'Refused', values: data.monthlyTrends.map((m) => m.refused), tone: 'd' },
            ]}
            empty={<p className="muted">No applications in the last 12 months.</p>}
          />
        ) : null}
      </section>
    </div>
  );
}
