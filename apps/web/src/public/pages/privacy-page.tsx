import { Link } from '@tanstack/react-router';
import { AGENCY_NAME } from '../../brand.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        <p>How {AGENCY_NAME} collects, uses and keeps the personal data you give us when you apply.</p>
      </PageIntro>
      <section className="section">
        <div className="container prose">
          <h2>Who we are</h2>
          <p>
            {AGENCY_NAME} is a private agency that helps travellers apply for a UK Electronic Travel Authorisation. We are
            not a government service and are not affiliated with or endorsed by the UK Government.
          </p>
          <h2>What we collect</h2>
          <p>
            The details you enter in the application form, your passport scan, your photo, your contact details and the
            record of your payment. Card details are handled by our card payment provider and never reach us.
          </p>
          <h2>Why we use it</h2>
          <p>
            To check your application, submit it to the UK authorities on your behalf, tell you about its progress and
            answer your questions.
          </p>
          <h2>How long we keep it</h2>
          <p>Application data is retained for about 7 years, then deleted.</p>
          <h2>Your rights</h2>
          <p>
            You may ask for a copy of your data, its correction or its deletion where the law allows.{' '}
            <Link to="/contact">Contact us</Link> to make a request.
          </p>
          <h2>Governing law</h2>
          <p>This policy is governed by the laws of England and Wales.</p>
        </div>
      </section>
    </>
  );
}
