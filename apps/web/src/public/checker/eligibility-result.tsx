import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { NO_ETA_EXPLANATIONS, notAvailableMessage, type EligibilityAnswers, type EligibilityResult } from '@eta/domain';
import { purposeLabel } from './purposes.ts';

const WHAT_YOU_NEED = [
  'A passport valid for at least 6 more months',
  'A digital photo of yourself, taken within the last 3 months',
  'An e-mail address',
  'A payment card',
];

const GOV_UK_VISA_CHECK = 'https://www.gov.uk/check-uk-visa';

type View = { tone: 'positive' | 'action' | 'negative'; title: string; body: ReactNode };

function viewOf(result: EligibilityResult, nationality: string): View {
  switch (result.kind) {
    case 'no-eta':
      return { tone: 'positive', title: 'You do not need an ETA', body: <p>{NO_ETA_EXPLANATIONS[result.reason]}</p> };
    case 'eta-required':
      return {
        tone: 'action',
        title: 'You need an ETA',
        body: (
          <>
            <p>
              As a national of {nationality}, you need a UK Electronic Travel Authorisation before you travel. The online
              form takes about 10 minutes.
            </p>
            <h3>What you&rsquo;ll need</h3>
            <ul className="check-list">
              {WHAT_YOU_NEED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link to="/apply" className="button button--primary button--large">
              Start Your ETA Application
            </Link>
          </>
        ),
      };
    case 'not-available':
      return {
        tone: 'negative',
        title: 'ETA not available for your nationality',
        body: (
          <>
            <p>{notAvailableMessage(result.nationality)}</p>
            <p>
              You may need to apply for a different type of UK visa instead. To find out which one, visit the official UK
              government website: <a href={GOV_UK_VISA_CHECK}>Check if you need a UK visa on GOV.UK</a>.
            </p>
          </>
        ),
      };
  }
}

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : 'No');

function AnswersSummary({ answers }: { answers: EligibilityAnswers }) {
  return (
    <dl className="answers">
      <div>
        <dt>Nationality</dt>
        <dd>{answers.nationality}</dd>
      </div>
      <div>
        <dt>Purpose</dt>
        <dd>{purposeLabel(answers.purpose)}</dd>
      </div>
      <div>
        <dt>UK visa or permission to stay</dt>
        <dd>{yesNo(answers.hasVisa)}</dd>
      </div>
      {answers.airside ? (
        <div>
          <dt>Staying airside</dt>
          <dd>{yesNo(answers.airside)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type Props = { result: EligibilityResult; answers: EligibilityAnswers; onCheckAgain: () => void };

/** One of the three result views, scrolled into view; its heading takes the focus so the outcome is read out at once. */
export function EligibilityResultView({ result, answers, onCheckAgain }: Props) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const view = viewOf(result, answers.nationality);
  return (
    <section ref={sectionRef} className={`result result--${view.tone}`} aria-labelledby="result-title">
      <span className="result__icon" aria-hidden="true" />
      <h2 id="result-title" ref={headingRef} tabIndex={-1} className="result__title">
        {view.title}
      </h2>
      <div className="result__body">{view.body}</div>
      <AnswersSummary answers={answers} />
      <Button className="button button--secondary" onPress={onCheckAgain}>
        Check Again
      </Button>
    </section>
  );
}
