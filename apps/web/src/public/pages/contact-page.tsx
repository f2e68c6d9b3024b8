import { Link } from '@tanstack/react-router';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { ContactForm } from '../contact/contact-form.tsx';

export function ContactPage() {
  usePageMeta(
    'Contact us',
    'Questions about the UK ETA, your application or a payment? Send ETA Assist a message; we reply by e-mail within 24 hours on business days.',
  );
  return (
    <>
      <PageIntro eyebrow="Support" title="Contact us">
        <p>
          Questions about the ETA, your application or a payment? Send us a message and our support team will answer by
          e-mail.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container contact-layout">
          <div className="card">
            <h2 className="card__title">Send us a message</h2>
            <p className="muted">All fields are required.</p>
            <ContactForm />
          </div>
          <aside className="contact-aside" aria-label="Other ways we help">
            <div className="card">
              <h2 className="card__title">E-mail support</h2>
              <p>
                Your message goes straight to our support inbox and we answer at the e-mail address you give, in many
                languages. If you have applied, include your reference (for example ETA-123456).
              </p>
            </div>
            <div className="card">
              <h2 className="card__title">Response time</h2>
              <p>We reply within 24 hours on business days.</p>
            </div>
            <div className="card">
              <h2 className="card__title">Common questions</h2>
              <p>
                Validity, who needs an ETA, fees and refunds are explained on our <Link to="/learn">Learn page</Link>.
                Already applied? <Link to="/portal">Check My Status</Link>.
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
