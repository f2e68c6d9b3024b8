import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';
import { HomeButton } from '../home-button.tsx';

export function PaymentCancelledPage() {
  useDocumentTitle('Payment cancelled');
  return (
    <>
      <PageIntro eyebrow="Payment cancelled" title="Your payment was cancelled">
        <p>No money was taken. Your draft application is saved, so you can return and pay whenever you are ready.</p>
      </PageIntro>
      <section className="section">
        <div className="container button-row">
          <Link to="/apply" className="button button--primary">
            Return to my application
          </Link>
          <Link to="/contact" className="button button--secondary">
            Contact support
          </Link>
          <HomeButton label="Back to home" />
        </div>
      </section>
    </>
  );
}
