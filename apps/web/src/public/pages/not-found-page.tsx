import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PublicShell } from '../public-layout.tsx';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PublicShell>
      <section className="section">
        <div className="container narrow status-page">
          <h1>404 Page Not Found</h1>
          <p>
            There is no page at this address. If you expected one here, the page may not have been added to the router.
          </p>
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
