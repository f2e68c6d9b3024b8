import { Link } from '@tanstack/react-router';
import { AGENCY_NAME, SERVICE_FEE } from '../../brand.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <>
      <PageIntro eyebrow="Legal" title="Terms of Service">
        <p>The terms on which {AGENCY_NAME} helps you apply for a UK ETA.</p>
      </PageIntro>
      <section className="section">
        <div className="container prose">
          <h2>Our service</h2>
          <p>
            We review your application, help you correct missing or wrong details and submit it to the UK authorities on
            your behalf. We are a private agency, not a government service, and are not affiliated with or endorsed by
            the UK Government. You may apply directly with the UK Government instead.
          </p>
          <h2>Fee</h2>
          <p>
            Our service fee is {SERVICE_FEE} per application, paid by card when you submit your application. It is not
            refundable once your application has been submitted to the UK authorities.
          </p>
          <h2>Refunds</h2>
          <p>
            We refund the fee if a technical error prevents submission, if you paid twice for the same application, or if
            we fail to provide the service. We do not refund the fee if the UK authorities refuse your application.
          </p>
          <h2>No guarantee of approval</h2>
          <p>The decision on every application is made by the UK authorities alone.</p>
          <h2>Governing law</h2>
          <p>
            These terms are governed by the laws of England and Wales. Questions? <Link to="/contact">Contact us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
