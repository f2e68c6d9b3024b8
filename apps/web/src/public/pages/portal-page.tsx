import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Form } from 'react-aria-components';
import { PORTAL_LINK_MINUTES, UNABLE_TO_SIGN_IN, portalStageIndex, type PortalApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage, explainedErrorMessage } from '../../api/error-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';
import { SecurePortal } from '../portal/secure-portal.tsx';
import { StageTimeline } from '../portal/stage-timeline.tsx';
import { ApplicationHead } from '../portal/application-head.tsx';

const MISSING_FIELDS = 'Please enter both email and last name';
const NOT_FOUND = 'No applications found. Please check your email and last name.';

export function PortalPage() {
  useDocumentTitle('Check My Status');
  // A portal session (opened by an e-mailed link) shows documents, messages and the ETA; without one, the status look-up.
  const secure = trpc.applicant.portal.overview.useQuery(undefined, { retry: false, refetchOnWindowFocus: true });
  if (secure.isPending) return <Spinner label="Loading your portal" />;
  return (
    <>
      <PageIntro eyebrow="Client portal" title="Check My Status">
        <p>Follow your applications with the e-mail address and last name you used when applying. No account or password is needed.</p>
      </PageIntro>
      <section className="section">
        <div className="container portal">
          {secure.data ? <SecurePortal overview={secure.data} /> : <StatusLookup />}
          <PortalAside signedIn={Boolean(secure.data)} />
        </div>
      </section>
    </>
  );
}

function StatusLookup() {
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
      setError(explainedErrorMessage(caught, UNABLE_TO_SIGN_IN)); // a suspended account says only "unable to sign in"
    } finally {
      setBusy(false);
    }
  }

  const signedIn = applications !== null && applications.length > 0;
  if (signedIn) {
    return (
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
        <SecureLinkRequest email={email} lastName={lastName} />
      </div>
    );
  }
  return (
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
  );
}

/** Documents, messages and the ETA need more than e-mail and last name: a single-use link sent to the address on file. */
function SecureLinkRequest({ email, lastName }: { email: string; lastName: string }) {
  const request = trpc.applicant.portal.requestLink.useMutation();
  return (
    <div className="card secure-link" aria-live="polite">
      <h2 className="card__title">Documents, messages and your ETA</h2>
      {request.isSuccess ? (
        <p className="notice" role="status">
          {request.data.message}
        </p>
      ) : (
        <>
          <p>To see what our team has asked for, read and send messages, or download your approved ETA, we e-mail you a secure link. It works once, for {PORTAL_LINK_MINUTES} minutes.</p>
          {request.isError ? (
            <p className="form__error" role="alert">
              {errorMessage(request.error, 'We could not send the link. Please try again.')}
            </p>
          ) : null}
          <Button className="button button--primary" isPending={request.isPending} onPress={() => request.mutate({ email, lastName })}>
            {request.isPending ? 'Sending...' : 'E-mail me a secure link'}
          </Button>
        </>
      )}
    </div>
  );
}

function PortalAside({ signedIn }: { signedIn: boolean }) {
  return (
    <aside className="portal__aside">
      {signedIn ? null : (
        <div className="card">
          <h2 className="card__title">Documents and messages</h2>
          <p className="muted">After signing in, ask for a secure link by e-mail: it opens the documents our team needs, your messages with us, and your approved ETA.</p>
        </div>
      )}
      <p className="muted">
        Not applied yet? <Link to="/apply">Start your application</Link>. Questions? <Link to="/contact">Contact us</Link>.
      </p>
      <p className="muted">
        Lost your ETA? <Link to="/portal/recover">Recover it by e-mail</Link>.
      </p>
    </aside>
  );
}

function PortalApplicationCard({ application }: { application: PortalApplication }) {
  const reached = portalStageIndex(application.status);
  return (
    <li className="card portal-application">
      <ApplicationHead application={application} />
      {reached < 0 ? (
        <p className="notice">
          Payment has not been completed, so this application has not been submitted yet. <Link to="/apply">Return to your application</Link> to pay.
        </p>
      ) : (
        <StageTimeline reference={application.reference} status={application.status} />
      )}
    </li>
  );
}
