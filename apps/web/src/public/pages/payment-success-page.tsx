import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

export function PaymentSuccessPage() {
  useDocumentTitle('Payment received');
  return (
    <>
      <PageIntro eyebrow="Application received" title="Thank you, your payment was received">
        <p>
          A confirmation e-mail with your reference is on its way. Our team reviews your application within 72 hours and
          will e-mail you if anything needs correcting.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container button-row">
          <Link to="/portal" className="button button--primary">
            Check My Status
          </Link>
          <Link to="/" className="button button--secondary">
            Back to home
          </Link>
        </div>
      </section>
    </>
  );
}
