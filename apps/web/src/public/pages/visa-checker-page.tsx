import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { useEligibilityChecker } from '../checker/use-eligibility-checker.ts';
import { EligibilityForm } from '../checker/eligibility-form.tsx';
import { EligibilityResultView } from '../checker/eligibility-result.tsx';
import { HomeButton } from '../home-button.tsx';

export function VisaCheckerPage() {
  usePageMeta(
    'Do you need a UK ETA?',
    'Check in under a minute whether you need a UK Electronic Travel Authorisation (ETA): answer up to four questions about your nationality and your trip.',
  );
  const { answers, result, answer, check, checkAgain } = useEligibilityChecker();
  const nationalityRef = useRef<HTMLButtonElement>(null);
  const startOver = () => {
    flushSync(checkAgain);
    nationalityRef.current?.focus();
  };
  return (
    <>
      <PageIntro eyebrow="Eligibility checker" title="Do you need a UK ETA?">
        <p>
          Answer a few questions about your nationality and your trip. Each answer brings up the next question, and the
          result tells you what to do next.
        </p>
      </PageIntro>
      <section className="section">
        <div className="container narrow">
          <div className="card checker">
            {result ? (
              <EligibilityResultView result={result} answers={answers} onCheckAgain={startOver} />
            ) : (
              <EligibilityForm answers={answers} answer={answer} onCheck={check} nationalityRef={nationalityRef} />
            )}
          </div>
          <p className="muted checker__note">
            This checker follows the UK&rsquo;s published ETA rules. It is guidance, not legal advice: the UK
            authorities make the final decision.
          </p>
          <HomeButton label="Back to home" />
        </div>
      </section>
    </>
  );
}
