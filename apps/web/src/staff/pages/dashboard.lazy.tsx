import { Link, createLazyRoute } from '@tanstack/react-router';
import { trpc } from '../../api/trpc.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConsolePage } from '../console-page.tsx';
import { CodesCard } from '../codes/codes-card.tsx';
import { AutomationQueueWidget } from '../dashboard/automation-queue-widget.tsx';
import { ApplicationsChart } from '../dashboard/applications-chart.tsx';
import { RecentActivity } from '../dashboard/recent-activity.tsx';

export const Route = createLazyRoute('/staff-area/staff')({ component: StaffDashboardPage });

function StaffDashboardPage() {
  const stats = trpc.console.dashboard.stats.useQuery();
  const series = trpc.console.dashboard.series.useQuery();
  const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-GB');
  return (
    <ConsolePage
      title="Dashboard"
      description="Your day at a glance: application counts, verification codes waiting to be used, the automation queue and recent activity."
    >
      <div className="stat-grid">
        <StatCard label="Total Applications" value={count(stats.data?.total)} isLoading={stats.isPending} hint="Paid and submitted" />
        <StatCard label="In Review" value={count(stats.data?.inReview)} isLoading={stats.isPending} />
        <StatCard label="Approved" value={count(stats.data?.approved)} isLoading={stats.isPending} />
        <StatCard label="Refused" value={count(stats.data?.refused)} isLoading={stats.isPending} />
      </div>
      <div className="dashboard-grid">
        <CodesCard />
        <AutomationQueueWidget />
      </div>
      <section className="card" aria-labelledby="chart-title">
        <h2 id="chart-title" className="card__title">
          Applications Over Time
        </h2>
        {series.isPending ? <Spinner label="Loading the chart" /> : null}
        {series.data ? <ApplicationsChart series={series.data} /> : null}
      </section>
      <div className="dashboard-grid">
        <RecentActivity />
        <section className="card" aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="card__title">
            Quick Actions
          </h2>
          <div className="quick-actions">
            <Link to="/staff/applications" search={{ status: 'IN_REVIEW' }} className="button button--primary">
              Review applications in review
            </Link>
            <Link to="/staff/applications" search={{ status: 'RECEIVED' }} className="button button--secondary">
              Open newly received applications
            </Link>
            <Link to="/staff/applications" className="button button--secondary">
              All applications
            </Link>
          </div>
        </section>
      </div>
    </ConsolePage>
  );
}
