import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <PageIntro eyebrow="Support" title="Contact us">
        <p>
          Questions about the ETA, your application or a payment? Our support team answers by e-mail in many languages.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container card-grid">
          <div className="card">
            <h2 className="card__title">Response time</h2>
            <p>We reply within 24 hours on business days.</p>
          </div>
          <div className="card">
            <h2 className="card__title">Already applied?</h2>
            <p>
              See where your application is with the e-mail address and last name you used:{' '}
              <Link to="/portal">Check My Status</Link>.
            </p>
          </div>
          <div className="card">
            <h2 className="card__title">Common questions</h2>
            <p>
              Validity, who needs an ETA and how to apply are explained on our <Link to="/learn">Learn page</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
