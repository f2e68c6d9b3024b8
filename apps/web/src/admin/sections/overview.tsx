import { Button } from 'react-aria-components';
import { formatPence } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { StatCard } from '../../ui/stat-card.tsx';
import { RecentActivity } from '../../staff/dashboard/recent-activity.tsx';
import './dashboard.css';

/** Overview: total applications, revenue and active staff, and the latest activity on any application. */
export function OverviewSection() {
  const stats = trpc.admin.dashboard.stats.useQuery();
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
      <RecentActivity />
    </div>
  );
}
