import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ActivityList } from '../applications/activity-list.tsx';

/** The latest history lines of any application (the staff dashboard and the admin Overview). */
export function RecentActivity() {
  const recent = trpc.console.dashboard.recentActivities.useQuery();
  return (
    <section className="card" aria-labelledby="recent-title">
      <h2 id="recent-title" className="card__title">
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
  );
}
