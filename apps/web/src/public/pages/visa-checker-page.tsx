import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PageIntro } from '../page-intro.tsx';

const QUESTIONS = [
  'Your nationality',
  'The purpose of your visit',
  'Whether you already hold a UK visa or permission to stay',
  'For transit: whether you will stay in the airside transit zone',
];

export function VisaCheckerPage() {
  useDocumentTitle('Do you need a UK ETA?');
  return (
    <>
      <PageIntro eyebrow="Eligibility" title="Do you need a UK ETA?">
        <p>
          Whether you need an Electronic Travel Authorisation depends on a few facts about you and your trip. The
          eligibility check asks about:
        </p>
      </PageIntro>
      <section className="section">
        <div className="container narrow">
          <ol className="card numbered-list">
            {QUESTIONS.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
          <div className="button-row">
            <Link to="/apply" className="button button--primary">
              Start Your ETA Application
            </Link>
            <Link to="/" className="button button--secondary">
              Back to home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
