import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { formatPence } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ActivityList } from '../../staff/applications/activity-list.tsx';
import './dashboard.css';

/** Overview: total applications, revenue and active staff, and the latest activity on any application. */
export function OverviewSection() {
  const stats = trpc.admin.dashboard.stats.useQuery();
  const recent = trpc.console.dashboard.recentActivities.useQuery();
  const loading = stats.isPending;
  return (
    <div className="stack admin-dashboard">
      {stats.error ? (
        <div className="section-state card" role="alert">
          <p>{errorMessage(stats.error, 'The figures could not be loaded.')}</p>
          <Button className="button button--secondary button--small" onPress={() => void stats.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="admin-stats">
          <StatCard label="Total Applications" value={stats.data?.totalApplications.toLocaleString('en-GB')} hint="Paid and submitted (drafts not counted)" isLoading={loading} />
          <StatCard label="Total Revenue" value={stats.data ? formatPence(stats.data.totalRevenue) : null} hint="Payments received" isLoading={loading} />
          <StatCard label="Active Staff" value={stats.data?.activeStaff} hint="Staff and admin accounts" isLoading={loading} />
        </div>
      )}
      <section className="card" aria-labelledby="admin-recent-title">
        <h2 id="admin-recent-title" className="card__title">
          Recent Activity
        </h2>
        {recent.isPending ? <Spinner label="Loading activity" /> : null}
        {recent.error ? (
          <div className="section-state" role="alert">
            <p>{errorMessage(recent.error, 'Recent activity could not be loaded.')}</p>
            <Button className="button button--secondary button--small" onPress={() => void recent.refetch()}>
              Retry
            </Button>
          </div>
        ) : null}
        {recent.data ? (
          <ActivityList
            activities={recent.data.activities}
            empty="No activity yet."
            link={(activity) =>
              activity.applicationId ? (
                <Link to="/staff/applications/$id" params={{ id: activity.applicationId }}>
                  {activity.reference}
                </Link>
              ) : null
            }
          />
        ) : null}
      </section>
    </div>
  );
}
