import { STATUS_LABELS, type ApplicationStatus } from '@eta/domain';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The top of a portal application card: reference, status, applicant and when it was submitted. */
export function ApplicationHead({ application }: { application: { reference: string; status: ApplicationStatus; applicantName: string; createdAt: string } }) {
  return (
    <>
      <div className="portal-application__head">
        <div>
          <p className="muted">Reference</p>
          <p className="portal-application__reference">{application.reference}</p>
        </div>
        <span className={`status-badge status-badge--${application.status.toLowerCase()}`}>{STATUS_LABELS[application.status]}</span>
      </div>
      <dl className="portal-application__facts">
        <dt>Applicant</dt>
        <dd>{application.applicantName}</dd>
        <dt>Submitted</dt>
        <dd>{dateFormat.format(new Date(application.createdAt))}</dd>
      </dl>
    </>
  );
}
