import { useState } from 'react';
import {
  EMPTY_ELIGIBILITY_ANSWERS,
  checkEligibility,
  needsAirsideQuestion,
  type EligibilityAnswers,
  type EligibilityResult,
} from '@eta/domain';

/** An answer the checker no longer asks for is dropped, so it can never decide a result (applicant §5). */
function withoutHiddenAnswers(answers: EligibilityAnswers): EligibilityAnswers {
  return needsAirsideQuestion(answers) ? answers : { ...answers, airside: '' };
}

/** The checker's state: answering, then a result, then reset by "Check Again" (applicant §4). */
export function useEligibilityChecker() {
  const [answers, setAnswers] = useState<EligibilityAnswers>(EMPTY_ELIGIBILITY_ANSWERS);
  const [result, setResult] = useState<EligibilityResult | null>(null);
  return {
    answers,
    result,
    answer: <K extends keyof EligibilityAnswers>(key: K, value: EligibilityAnswers[K]) =>
      setAnswers((current) => withoutHiddenAnswers({ ...current, [key]: value })),
    check: () => setResult(checkEligibility(answers)),
    checkAgain: () => {
      setAnswers(EMPTY_ELIGIBILITY_ANSWERS);
      setResult(null);
    },
  };
}
