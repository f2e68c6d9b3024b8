import { Link, createLazyRoute } from '@tanstack/react-router';
import { STATUS_LABELS } from '@eta/domain';
import { ConsolePage } from '../console-page.tsx';

export const Route = createLazyRoute('/staff-area/staff/applications')({ component: StaffApplicationsPage });

function StaffApplicationsPage() {
  const { status } = Route.useSearch();
  return (
    <ConsolePage
      title="Applications"
      description="Every paid application, searchable by reference or applicant and filterable by status. Open one to review it and move it forward."
    >
      {status ? (
        <p className="filter-note">
          Filtered by status: <strong>{STATUS_LABELS[status]}</strong>.{' '}
          <Link to="/staff/applications">Show all statuses</Link>
        </p>
      ) : null}
    </ConsolePage>
  );
}
