import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import type { PortalApplicationDetail, PortalOverview } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { MessageList } from '../../ui/message-list.tsx';
import { MessageComposer } from '../../ui/message-composer.tsx';
import { DocumentRequestCard } from './document-request-card.tsx';
import { StageTimeline } from './stage-timeline.tsx';
import { ApplicationHead } from './application-head.tsx';

/** The portal once a link opened a session: each application with what we need, the thread with our team, and the ETA. */
export function SecurePortal({ overview }: { overview: PortalOverview }) {
  const utils = trpc.useUtils();
  const signOut = trpc.applicant.portal.signOut.useMutation({ onSettled: () => utils.applicant.portal.overview.reset() });
  return (
    <div className="portal__main">
      <div className="portal__header">
        <div>
          <h2>Your applications</h2>
          <p className="muted">Signed in securely as {overview.email}. For your safety, this session ends after an hour.</p>
        </div>
        <Button className="button button--secondary button--small" onPress={() => signOut.mutate()} isPending={signOut.isPending}>
          Sign out
        </Button>
      </div>
      {overview.applications.length ? (
        <ul className="portal__list">
          {overview.applications.map((application) => (
            <SecureApplication key={application.reference} application={application} />
          ))}
        </ul>
      ) : (
        <p className="card">You have no paid applications with us yet.</p>
      )}
    </div>
  );
}

function SecureApplication({ application }: { application: PortalApplicationDetail }) {
  const utils = trpc.useUtils();
  const refresh = () => utils.applicant.portal.overview.invalidate();
  const open = application.documentRequests.filter((request) => request.status === 'OPEN');
  return (
    <li className="card portal-application">
      <ApplicationHead application={application} />
      <StageTimeline reference={application.reference} status={application.status} />
      {application.eta ? (
        <section className="portal-section portal-section--eta" aria-labelledby={`eta-${application.reference}`}>
          <h3 id={`eta-${application.reference}`}>Your ETA</h3>
          <p>Your ETA has been approved. It is linked to your passport electronically; keep this PDF for your records.</p>
          <a className="button button--primary" href={application.eta.url} download={`uk-eta-${application.reference}.pdf`}>
            Download your ETA (PDF)
          </a>
        </section>
      ) : null}
      <section className="portal-section" aria-labelledby={`documents-${application.reference}`}>
        <h3 id={`documents-${application.reference}`}>
          Documents {open.length ? <span className="pill pill--warning">{open.length} needed</span> : null}
        </h3>
        {application.documentRequests.length ? (
          <ul className="document-requests">
            {application.documentRequests.map((request) => (
              <DocumentRequestCard key={request.id} request={request} onProvided={() => void refresh()} />
            ))}
          </ul>
        ) : (
          <p className="muted">We have everything we need from you. If our team needs another document, it will appear here and we will e-mail you.</p>
        )}
      </section>
      <Messages application={application} />
    </li>
  );
}

function Messages({ application }: { application: PortalApplicationDetail }) {
  const utils = trpc.useUtils();
  const post = trpc.applicant.portal.postMessage.useMutation({ onSuccess: () => utils.applicant.portal.overview.invalidate() });
  const markRead = trpc.applicant.portal.markRead.useMutation();
  const { reference, unreadMessages } = application;
  useEffect(() => {
    if (unreadMessages > 0) markRead.mutate({ reference });
    // Marked once per new unread count; the mutation object itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, unreadMessages]);
  return (
    <section className="portal-section" aria-labelledby={`messages-${reference}`}>
      <h3 id={`messages-${reference}`}>
        Messages {unreadMessages ? <span className="pill pill--info">{unreadMessages} new</span> : null}
      </h3>
      <MessageList messages={application.messages} ownSide="applicant" empty="No messages yet. Write to our team about this application here; we usually answer within a working day." />
      <MessageComposer
        label="Write to our team"
        busy={post.isPending}
        send={(body) =>
          post.mutateAsync({ reference, body }).catch((error: unknown) => {
            throw new Error(errorMessage(error, 'Your message could not be sent. Please try again.'));
          })
        }
      />
    </section>
  );
}
