import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../api/trpc.ts';
import { clearApplicationDraft } from '../../api/application-draft.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

const CONFIRMATION_POLL_MS = 2000;

function sessionIdFromUrl(): string {
  return new URLSearchParams(window.location.search).get('session_id') ?? '';
}

/** Shows the application's real reference; waits for the payment webhook when it has not arrived yet. */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment received');
  const sessionId = sessionIdFromUrl();
  const status = trpc.applicant.payments.status.useQuery(
    { sessionId },
    { enabled: sessionId !== '', refetchInterval: (query) => (query.state.data?.paid ? false : CONFIRMATION_POLL_MS) },
  );
  const paid = status.data?.paid === true;
  useEffect(() => {
    if (paid) clearApplicationDraft();
  }, [paid]);

  return (
    <>
      <PageIntro eyebrow="Application received" title={paid ? 'Payment Successful!' : 'Thank you — confirming your payment'}>
        {status.data ? (
          <div className="reference-box" aria-live="polite">
            <span className="reference-box__label">Your reference number</span>
            <strong className="reference-box__value" data-testid="reference">
              {status.data.reference}
            </strong>
          </div>
        ) : null}
      </PageIntro>
      <section className="section">
        <div className="container narrow">
          <div className="card" aria-live="polite">
            {!sessionId ? (
              <p>We could not find a payment in this link. If you have paid, your confirmation e-mail has your reference.</p>
            ) : status.isError ? (
              <p role="alert">{errorMessage(status.error, 'We could not load your payment details. Please check your e-mail for confirmation.')}</p>
            ) : !status.data ? (
              <Spinner label="Loading your payment details" />
            ) : paid ? (
              <>
                <p>
                  A confirmation e-mail has been sent to <strong>{status.data.email}</strong>. Keep your reference number for
                  your records.
                </p>
                <p>Our team will review your application within 72 hours before it is submitted to the UK authorities.</p>
              </>
            ) : (
              <div className="inline-status">
                <Spinner label="Payment being confirmed" />
                <p>Your payment is being confirmed. This page updates by itself in a moment.</p>
              </div>
            )}
          </div>
          <div className="button-row">
            <Link to="/portal" className="button button--primary">
              Check My Status
            </Link>
            <Link to="/" className="button button--secondary">
              Back to home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
