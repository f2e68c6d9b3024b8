import { Link } from '@tanstack/react-router';
import { PublicShell } from '../public-layout.tsx';
import { usePageMeta } from '../use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta('Page not found', 'There is no page at this address on ETA Assist. Go to the home page, check whether you need a UK ETA, or contact us.');
  return (
    <PublicShell>
      <section className="section">
        <div className="container narrow status-page">
          <h1>404 Page Not Found</h1>
          <p>
            There is no page at this address. If you expected one here, the page may not have been added to the router.
          </p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              Go to the home page
            </Link>
            <Link to="/visa-checker" className="button button--secondary">
              Check Visa Requirements
            </Link>
          </div>
          <p className="muted">
            Looking for something else? Read about the ETA on our <Link to="/learn">Learn page</Link> or{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </section>
    </PublicShell>
  );
}
