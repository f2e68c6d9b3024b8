import { Link, createLazyRoute } from '@tanstack/react-router';
import { ConsolePage } from '../console-page.tsx';

export const Route = createLazyRoute('/staff-area/staff')({ component: StaffDashboardPage });

function StaffDashboardPage() {
  return (
    <ConsolePage
      title="Dashboard"
      description="Your day at a glance: application counts, verification codes waiting to be used, the automation queue and recent activity."
    >
      <section className="card" aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="card__title">
          Quick Actions
        </h2>
        <div className="button-row">
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
    </ConsolePage>
  );
}
