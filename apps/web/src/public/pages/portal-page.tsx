import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

const STAGES = ['Received', 'In Review', 'Submitted to UK', 'Decision'];

export function PortalPage() {
  useDocumentTitle('Check My Status');
  return (
    <>
      <PageIntro eyebrow="Client portal" title="Check My Status">
        <p>
          Follow your applications with the e-mail address and last name you used when applying. No account or password
          is needed.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container narrow">
          <div className="card">
            <h2 className="card__title">The stages of an application</h2>
            <ol className="timeline">
              {STAGES.map((stage) => (
                <li key={stage}>{stage}</li>
              ))}
            </ol>
          </div>
          <p className="muted">
            Not applied yet? <Link to="/apply">Start your application</Link>. Questions?{' '}
            <Link to="/contact">Contact us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
