import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PageIntro } from '../page-intro.tsx';

/** Where an e-mailed link lands: its token (in the fragment, never sent to a server log) opens the portal session. */
export function PortalOpenPage() {
  useDocumentTitle('Opening your portal');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const open = trpc.applicant.portal.open.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    // The token is single use: take it out of the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    open
      .mutateAsync({ token })
      .then(async () => {
        await utils.applicant.portal.overview.invalidate();
        await navigate({ to: '/portal' });
      })
      .catch((error: unknown) => setFailure(errorMessage(error, 'We could not open your portal. Please try again.')));
  }, [open, navigate, utils]);

  return (
    <>
      <PageIntro eyebrow="Client portal" title="Opening your portal" />
      <section className="section">
        <div className="container">
          {failure ? (
            <div className="card portal__signin" role="alert">
              <h2 className="card__title">This link cannot be used</h2>
              <p>{failure}</p>
              <Link to="/portal" className="button button--primary">
                Ask for a new link
              </Link>
            </div>
          ) : (
            <Spinner label="Opening your portal securely" />
          )}
        </div>
      </section>
    </>
  );
}
