import { Link, createLazyRoute } from '@tanstack/react-router';
import { formatPence, type StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { readApiError } from '../../api/error-message.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StatusBadge } from '../status-badge.tsx';
import { ActivityList } from '../applications/activity-list.tsx';
import { documentNames, formatDateTime, PAYMENT_LABELS } from '../format.ts';
import { ApplicantData } from '../applications/applicant-data.tsx';
import { ApplicationCodeForm } from '../applications/application-code-form.tsx';
import { AutomationDialog } from '../applications/automation-dialog.tsx';
import { ScreenshotsViewer } from '../applications/screenshots-viewer.tsx';
import { StatusSelector } from '../applications/status-selector.tsx';
import { DocumentRequestsPanel } from '../applications/document-requests-panel.tsx';
import { MessageThread } from '../applications/message-thread.tsx';

export const Route = createLazyRoute('/staff-area/staff/applications/$id')({ component: StaffApplicationPage });

function StaffApplicationPage() {
  const { id } = Route.useParams();
  const query = trpc.console.applications.get.useQuery({ id });
  const application = query.data?.application;
  const failure = query.isError ? readApiError(query.error) : null;
  // A malformed id (400) and an unknown one (404) are both "not found" to the person who followed the link.
  const notFound = failure?.status === 404 || failure?.status === 400;
  useDocumentTitle(application ? `${application.reference} — Application` : notFound ? 'Application not found' : 'Application');
  if (query.isPending) return <Spinner label="Loading the application" />;
  if (failure || !application) {
    return (
      <div className="console-page">
        <h1>{notFound ? 'Application not found' : 'Could not load the application'}</h1>
        <p className="muted">{notFound ? 'There is no application at this address. It may have been mistyped.' : failure?.message}</p>
        <Link to="/staff/applications">Back to all applications</Link>
      </div>
    );
  }
  return (
    <div className="console-page application-detail">
      <Link to="/staff/applications" className="back-link">
        ← All applications
      </Link>
      <header className="application-header">
        <div>
          <p className="application-header__reference">{application.reference}</p>
          <h1>
            {application.personal.firstName} {application.personal.lastName}
          </h1>
        </div>
        <StatusBadge status={application.status} />
      </header>
      <div className="action-bar" role="toolbar" aria-label="Application actions">
        <StatusSelector key={application.version} application={application} />
        <AutomationDialog application={application} />
      </div>
      <Tabs
        label="Application sections"
        tabs={[
          { id: 'overview', label: 'Overview', content: <Overview application={application} /> },
          { id: 'data', label: 'Applicant Data', content: <ApplicantData application={application} /> },
          { id: 'documents', label: 'Documents', content: <DocumentRequestsPanel application={application} /> },
          { id: 'messages', label: application.unreadMessages ? `Messages (${application.unreadMessages} new)` : 'Messages', content: <MessageThread application={application} /> },
          { id: 'activity', label: 'Activity', content: <ActivityTab id={application.id} /> },
        ]}
      />
    </div>
  );
}

function Overview({ application }: { application: StaffApplication }) {
  const facts: [string, string][] = [
    ['Payment', application.paymentStatus === 'PAID' ? `Paid${application.feePence ? ` (${formatPence(application.feePence)})` : ''}` : PAYMENT_LABELS[application.paymentStatus]],
    ['Submitted', formatDateTime(application.createdAt)],
    ['Paid', application.paidAt ? formatDateTime(application.paidAt) : '—'],
    ['Decided', application.decidedAt ? formatDateTime(application.decidedAt) : '—'],
    ['Applicant e-mail', application.personal.email],
    ['Code mailbox', application.internalEmail],
    ['Government application number', application.governmentReference ?? '—'],
  ];
  return (
    <div className="overview-grid">
      <section className="card">
        <h2 className="card__title">Summary</h2>
        <dl className="facts__list">
          {facts.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {application.missingDocuments.length ? <p className="notice notice--warning">Documents missing: {documentNames(application.missingDocuments, ', ')}.</p> : null}
      </section>
      <section className="card">
        <h2 className="card__title">Verification code</h2>
        <ApplicationCodeForm application={application} />
      </section>
      <section className="card overview-grid__wide">
        <h2 className="card__title">Submission screenshots</h2>
        <ScreenshotsViewer applicationId={application.id} />
      </section>
    </div>
  );
}

function ActivityTab({ id }: { id: string }) {
  const activities = trpc.console.applications.activities.useQuery({ id });
  if (activities.isPending) return <Spinner label="Loading the history" />;
  if (activities.isError) return <p className="form-error">Could not load the history.</p>;
  return <ActivityList activities={activities.data.activities} empty="Nothing has happened yet." />;
}
