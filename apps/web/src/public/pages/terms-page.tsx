import { Link } from '@tanstack/react-router';
import { AGENCY_NAME } from '../../brand.ts';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { ServiceFee } from '../service-fee.tsx';

export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms on which ETA Assist helps you apply for a UK ETA: our service, the fee, refunds, your responsibilities and the governing law.',
  );
  return (
    <>
      <PageIntro eyebrow="Legal" title="Terms of Service">
        <p>The terms on which {AGENCY_NAME} helps you apply for a UK Electronic Travel Authorisation (ETA).</p>
      </PageIntro>
      <section className="section">
        <article className="container prose">
          <h2>1. About us and these terms</h2>
          <p>
            {AGENCY_NAME} is a private agency. We are not a government service and are not affiliated with or endorsed
            by the UK Government. You can apply for an ETA directly with the UK Government on{' '}
            <a href="https://www.gov.uk/eta">GOV.UK</a> for the official fee alone. These terms apply when you use our
            service; by paying for it you accept them.
          </p>

          <h2>2. Our service</h2>
          <p>
            We review your application, help you correct missing or wrong details, check your passport scan and photo,
            and submit your application to the UK authorities on your behalf. We aim to process your application within
            72 hours of payment and e-mail you at each stage. When your ETA is approved we send it to you as a PDF, and
            if you lose it we can send it again once you confirm your passport details.
          </p>

          <h2>3. No guarantee of approval</h2>
          <p>
            The decision on every ETA application is made by the UK authorities alone. We do not and cannot guarantee
            approval, the time the UK authorities take to decide, or your entry to the UK, which is decided at the border.
          </p>

          <h2>4. Your responsibilities</h2>
          <ul>
            <li>Give complete, true and accurate information, and tell us at once if anything changes.</li>
            <li>Use a passport valid for at least 6 more months, and a photo of yourself taken within the last 3 months.</li>
            <li>
              Make sure the ETA suits your trip: it does not cover work, or study beyond short-term study, and you cannot
              hold one with a UK visa or immigration status.
            </li>
            <li>Answer our questions promptly; we cannot submit an application that is incomplete.</li>
          </ul>

          <h2>5. Authority to act for you</h2>
          <p>
            When you pay, you authorise us to submit your application to the UK authorities as your representative, and
            to receive the messages they send about it, including verification codes, at an e-mail address we manage for
            your application.
          </p>

          <h2>6. Fee and payment</h2>
          <p>
            Our service fee is <ServiceFee /> per application, payable by card (Visa, Mastercard, Apple Pay, JCB or
            UnionPay) through our card payment provider when you submit your application. Nothing is charged before then;
            an unpaid application stays a draft. The fee is not refundable once your application has been submitted to
            the UK authorities, except as set out in section 7.
          </p>

          <h2>7. Refunds</h2>
          <p>We refund the service fee in full if:</p>
          <ul>
            <li>a technical error on our side prevents your application from being submitted;</li>
            <li>you paid twice for the same application (we refund the duplicate payment); or</li>
            <li>we fail to provide the service described in these terms.</li>
          </ul>
          <p>We do not refund the fee if the UK authorities refuse your application.</p>
          <p>
            <strong>About &ldquo;a refund if your ETA is denied&rdquo;.</strong> Some of our promotional material has
            described the fee as refunded if an authorisation is denied, like insurance. That description conflicts with
            the rules above, and these terms govern: a refusal by the UK authorities does not, on its own, entitle you to
            a refund. If you believe you paid because of that description, contact us and we will look at your case.
          </p>
          <p>
            Refunds go back to the card you paid with. Nothing in these terms affects your rights under UK consumer law.
          </p>

          <h2>8. Our liability</h2>
          <p>
            We are responsible for providing our service with reasonable care and skill. We are not responsible for the
            decisions of the UK authorities, for delays they cause, or for losses caused by information you gave us that
            was wrong or incomplete. Apart from liability that the law does not allow us to limit, our total liability to
            you is limited to the fee you paid us for the application concerned.
          </p>

          <h2>9. Complaints</h2>
          <p>
            If something has gone wrong, <Link to="/contact">contact us</Link> with your application reference. We reply
            within 24 hours on business days and aim to resolve complaints quickly.
          </p>

          <h2>10. Your data</h2>
          <p>
            We handle your personal data as our <Link to="/privacy">Privacy Policy</Link> explains, and keep application
            data for about 7 years.
          </p>

          <h2>11. Changes to these terms</h2>
          <p>
            We may update these terms. The version in force when you paid applies to your application.
          </p>

          <h2>12. Governing law</h2>
          <p>
            These terms are governed by the laws of England and Wales, and the courts of England and Wales have
            jurisdiction over any dispute. If you live elsewhere in the UK or in another country, you keep any protection
            the law of your home country gives you.
          </p>
        </article>
      </section>
    </>
  );
}
