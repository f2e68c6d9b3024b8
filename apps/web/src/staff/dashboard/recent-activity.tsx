import { Link } from '@tanstack/react-router';
import { trpc } from '../../api/trpc.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ActivityList } from '../applications/activity-list.tsx';

export function RecentActivity() {
  const recent = trpc.console.dashboard.recentActivities.useQuery();
  return (
    <section className="card" aria-labelledby="recent-title">
      <h2 id="recent-title" className="card__title">
        Recent Activity
      </h2>
      {recent.isPending ? <Spinner label="Loading activity" /> : null}
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
  );
}
