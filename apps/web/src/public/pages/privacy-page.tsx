import { Link } from '@tanstack/react-router';
import { AGENCY_NAME } from '../../brand.ts';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How ETA Assist collects, uses, shares and keeps the personal data you give us when you apply for a UK ETA, and the rights you have over it.',
  );
  return (
    <>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        <p>How {AGENCY_NAME} collects, uses, shares and keeps the personal data you give us, and your rights over it.</p>
      </PageIntro>
      <section className="section">
        <article className="container prose">
          <h2>Who we are</h2>
          <p>
            {AGENCY_NAME} is a private agency that helps travellers apply for a UK Electronic Travel Authorisation (ETA).
            We are not a government service and are not affiliated with or endorsed by the UK Government. For the personal
            data described here we are the controller under the UK General Data Protection Regulation (UK GDPR) and the
            Data Protection Act 2018.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Application details:</strong> your name, date of birth, nationality, passport details, contact
              details (e-mail address and phone number), your UK address and travel dates, the purpose of your visit,
              your occupation and your answers to the declaration questions.
            </li>
            <li>
              <strong>Documents:</strong> the passport scan and the photo you upload, and the details we read from them.
            </li>
            <li>
              <strong>Payment records:</strong> the amount, date and status of your payment. Your card details are
              entered on our card payment provider&rsquo;s page and never reach us.
            </li>
            <li>
              <strong>Messages:</strong> what you write to us through the contact form or by e-mail, and our replies.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address and the time of requests, used to protect the service
              against abuse.
            </li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>To check your application, correct it with you and submit it to the UK authorities on your behalf.</li>
            <li>To tell you about your application&rsquo;s progress and send you the decision and your ETA.</li>
            <li>To take payment, issue refunds and keep the accounting records the law requires.</li>
            <li>To answer your questions and complaints.</li>
            <li>To keep the service secure and prevent fraud.</li>
          </ul>
          <p>
            Our legal bases are the performance of our contract with you, our legal obligations (for example accounting
            and tax), and our legitimate interest in running a secure service. We do not sell your data and we do not use
            it for advertising.
          </p>

          <h2>Who we share it with</h2>
          <ul>
            <li>The UK Home Office, when we submit your ETA application.</li>
            <li>Our card payment provider, to take and refund payments.</li>
            <li>
              The providers that host our systems, store files and deliver e-mail for us, under contracts that allow them
              to use your data only on our instructions.
            </li>
            <li>Authorities that can lawfully require it.</li>
          </ul>
          <p>
            Where a provider processes data outside the UK, we rely on the safeguards UK law requires, such as an adequacy
            decision or the UK&rsquo;s international data transfer agreement.
          </p>

          <h2>How long we keep it</h2>
          <p>
            Application data is retained for about 7 years after your application, so that we can answer questions about
            it, resend a lost ETA, and meet our legal and accounting obligations. It is then deleted. Contact messages and
            technical records are kept for shorter periods when they are no longer needed.
          </p>

          <h2>How we protect it</h2>
          <p>
            Data travels over encrypted connections. Passport numbers are encrypted in our database and our staff see
            only their last four characters. Only our staff can
            open applications, and every change they make is recorded.
          </p>

          <h2>Cookies and storage in your browser</h2>
          <p>
            Our public pages set no advertising or tracking cookies. If you choose a language on a country page, your
            browser remembers that choice in its local storage; you can clear it at any time in your browser settings.
          </p>

          <h2>Your rights</h2>
          <p>
            You may ask for a copy of your data, for its correction, for its deletion or for its processing to be
            restricted, object to processing based on our legitimate interests, and ask for the data you gave us in a
            portable format. Some rights are limited while we must keep records by law. <Link to="/contact">Contact us</Link>{' '}
            to make a request; we answer within one month.
          </p>
          <p>
            If you are unhappy with how we handle your data, you can complain to the Information Commissioner&rsquo;s
            Office (ICO) at <a href="https://ico.org.uk">ico.org.uk</a>. We would appreciate the chance to put things right
            first.
          </p>

          <h2>Changes to this policy</h2>
          <p>
            If we change how we use your data, we update this page and, where the change affects an application in
            progress, we tell you by e-mail.
          </p>

          <h2>Governing law</h2>
          <p>This policy is governed by the laws of England and Wales.</p>
        </article>
      </section>
    </>
  );
}
