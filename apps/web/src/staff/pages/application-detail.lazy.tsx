import { Link, createLazyRoute } from '@tanstack/react-router';
import { ConsolePage } from '../console-page.tsx';

export const Route = createLazyRoute('/staff-area/staff/applications/$id')({ component: StaffApplicationPage });

function StaffApplicationPage() {
  const { id } = Route.useParams();
  return (
    <ConsolePage
      title="Application"
      description="The applicant's data, status, verification codes, automated submission and history of one application."
    >
      <p>
        Application id: <code>{id}</code>
      </p>
      <Link to="/staff/applications">Back to all applications</Link>
    </ConsolePage>
  );
}
