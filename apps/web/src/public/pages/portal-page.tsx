import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Form } from 'react-aria-components';
import { PORTAL_STAGES, STATUS_LABELS, UNABLE_TO_SIGN_IN, portalStageIndex, type PortalApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { readApiError } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

const MISSING_FIELDS = 'Please enter both email and last name';
const NOT_FOUND = 'No applications found. Please check your email and last name.';

/** Rate limits and bad input say what to do; anything else (suspended, server error) says only "unable to sign in". */
function lookupErrorMessage(caught: unknown): string {
  const error = readApiError(caught);
  const explains = error.code === 'RATE_LIMITED' || error.code === 'VALIDATION_ERROR';
  return explains && error.message ? error.message : UNABLE_TO_SIGN_IN;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function PortalPage() {
  useDocumentTitle('Check My Status');
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applications, setApplications] = useState<PortalApplication[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !lastName.trim()) return setError(MISSING_FIELDS);
    setBusy(true);
    setError(null);
    try {
      const result = await utils.applicant.portal.lookup.fetch({ email, lastName }, { staleTime: 0 });
      setApplications(result.applications);
      if (result.applications.length === 0) setError(NOT_FOUND);
    } catch (caught) {
      setApplications(null);
      setError(lookupErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const signedIn = applications !== null && applications.length > 0;
  return (
    <>
      <PageIntro eyebrow="Client portal" title="Check My Status">
        <p>Follow your applications with the e-mail address and last name you used when applying. No account or password is needed.</p>
      </PageIntro>
      <section className="section">
        <div className="container portal">
          {signedIn ? (
            <div className="portal__main">
              <div className="portal__header">
                <h2>Your applications</h2>
                <Button className="button button--secondary button--small" onPress={() => setApplications(null)}>
                  Sign out
                </Button>
              </div>
              <ul className="portal__list">
                {applications.map((application) => (
                  <PortalApplicationCard key={application.reference} application={application} />
                ))}
              </ul>
            </div>
          ) : (
            <div className="card portal__signin">
              <h2 className="card__title">Sign in to the portal</h2>
              <Form onSubmit={signIn} className="form" aria-describedby={error ? 'portal-error' : undefined}>
                <TextField label="Email address" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
                <TextField label="Last name" name="lastName" autoComplete="family-name" value={lastName} onChange={setLastName} />
                {error ? (
                  <p id="portal-error" className="form__error" role="alert">
                    {error}
                  </p>
                ) : null}
                <Button type="submit" className="button button--primary button--block" isPending={busy}>
                  {busy ? 'Checking...' : 'View my applications'}
                </Button>
              </Form>
            </div>
          )}
          <aside className="portal__aside">
            <div className="card card--muted" aria-disabled="true">
              <h2 className="card__title">Documents</h2>
              <p className="muted">Your approved ETA and documents will be available here.</p>
            </div>
            <div className="card card--muted" aria-disabled="true">
              <h2 className="card__title">Messages</h2>
              <p className="muted">Messages from our team will appear here. Until then, we write to you by e-mail.</p>
            </div>
            <p className="muted">
              Not applied yet? <Link to="/apply">Start your application</Link>. Questions? <Link to="/contact">Contact us</Link>.
            </p>
            <p className="muted">
              Lost your ETA? <Link to="/portal/recover">Recover it by e-mail</Link>.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}

function PortalApplicationCard({ application }: { application: PortalApplication }) {
  const reached = portalStageIndex(application.status);
  const decided = application.status === 'APPROVED' || application.status === 'REFUSED';
  return (
    <li className="card portal-application">
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
      {reached < 0 ? (
        <p className="notice">
          Payment has not been completed, so this application has not been submitted yet. <Link to="/apply">Return to your application</Link> to pay.
        </p>
      ) : (
        <ol className="stage-timeline" aria-label={`Progress of ${application.reference}`}>
          {PORTAL_STAGES.map((stage, index) => {
            const state = index <= reached ? 'done' : index === reached + 1 ? 'current' : 'upcoming';
            const label = index === 3 && decided ? `Decision: ${STATUS_LABELS[application.status]}` : stage;
            return (
              <li key={stage} className={`stage-timeline__step stage-timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                {label}
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
