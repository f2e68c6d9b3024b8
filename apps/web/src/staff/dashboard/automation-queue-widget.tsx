import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { FINISHED_ITEM_VISIBLE_MS, type AutomationQueueItem } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { Spinner } from '../../ui/spinner.tsx';

const STATUS_TEXT: Record<AutomationQueueItem['status'], string> = { queued: 'Queued', processing: 'Processing', completed: 'Completed', failed: 'Failed' };

/** Finished items leave the widget 10 s after they finished (staff-admin §9). */
function useVisibleItems(items: AutomationQueueItem[]): AutomationQueueItem[] {
  const [now, setNow] = useState(() => Date.now());
  const nextExpiry = Math.min(...items.filter((i) => i.finishedAt).map((i) => new Date(i.finishedAt!).getTime() + FINISHED_ITEM_VISIBLE_MS));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return items.filter((item) => !item.finishedAt || new Date(item.finishedAt).getTime() + FINISHED_ITEM_VISIBLE_MS > now);
}

/** The automation queue (staff-admin §2): application, state, position and error, updated live. */
export function AutomationQueueWidget() {
  const queue = trpc.console.dashboard.automationQueue.useQuery();
  const items = useVisibleItems(queue.data?.items ?? []);
  return (
    <section className="card" aria-labelledby="queue-title">
      <h2 id="queue-title" className="card__title">
        Automation Queue
      </h2>
      {queue.isPending ? <Spinner label="Loading the queue" /> : null}
      {queue.isSuccess && items.length === 0 ? <p className="muted">Nothing queued. Start an automated submission from an application’s page.</p> : null}
      {items.length ? (
        <ol className="queue-list">
          {items.map((item) => (
            <li key={`${item.applicationId}-${item.status}`} className={`queue-item queue-item--${item.status}`}>
              <Link to="/staff/applications/$id" params={{ id: item.applicationId }}>
                {item.reference}
              </Link>
              <span className="queue-item__status">{STATUS_TEXT[item.status]}</span>
              {item.status === 'queued' && item.position ? <span className="muted">#{item.position}</span> : null}
              {item.error ? <span className="queue-item__error">{item.error}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
