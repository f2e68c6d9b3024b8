import { Link, createLazyRoute } from '@tanstack/react-router';
import { SERVICE_FEE } from '../brand.ts';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { PageIntro } from '../public/page-intro.tsx';

export const Route = createLazyRoute('/public-site/apply')({ component: ApplyWizardPage });

const WIZARD_STEPS = [
  { title: 'Application Details', text: 'Upload your passport so we can read its details, then check and complete them.' },
  { title: 'Travel Details', text: 'Your contact details, occupation and UK trip.' },
  { title: 'Photo Upload', text: 'A recent portrait photo, different from the one in your passport.' },
  { title: 'Declarations', text: 'Questions the UK authorities ask every applicant, and our terms.' },
  { title: 'Review & Pay', text: `Check everything, then pay the ${SERVICE_FEE} service fee by card.` },
];

function ApplyWizardPage() {
  useDocumentTitle('Apply for your UK ETA');
  return (
    <>
      <PageIntro eyebrow="Application" title="Apply for your UK ETA">
        <p>
          The application has five steps and takes about 10 minutes. Have your passport, a digital photo, your e-mail
          address and a payment card ready.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container narrow">
          <ol className="wizard-steps">
            {WIZARD_STEPS.map((step, index) => (
              <li key={step.title} className="card wizard-step">
                <span className="step__number" aria-hidden="true">{index + 1}</span>
                <div>
                  <h2 className="card__title">
                    Step {index + 1} of {WIZARD_STEPS.length}: {step.title}
                  </h2>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="muted">
            Not sure you need an ETA? <Link to="/visa-checker">Check the visa requirements</Link> first.
          </p>
        </div>
      </section>
    </>
  );
}
