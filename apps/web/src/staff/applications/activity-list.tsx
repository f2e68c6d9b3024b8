import type { ReactNode } from 'react';
import type { ActivityEntry } from '@eta/domain';
import { formatDateTime } from '../format.ts';


/** A history: what happened, who did it, when (newest first). */
export function ActivityList({ activities, empty, link }: { activities: ActivityEntry[]; empty: string; link?: (activity: ActivityEntry) => ReactNode }) {
  if (!activities.length) return <p className="muted">{empty}</p>;
  return (
    <ol className="activity-list">
      {activities.map((activity) => (
        <li key={activity.id} className="activity-list__item">
          <p className="activity-list__description">
            {link ? <>{link(activity)} · </> : null}
            {activity.description}
          </p>
          <p className="activity-list__meta muted">
            {activity.actor} · <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
