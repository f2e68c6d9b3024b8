import { isEtaEligible } from '../countries/countries.ts';

/** The nine purposes of the checker, with their labels (applicant §3). */
export const VISIT_PURPOSES = [
  { value: 'tourism', label: 'tourism or visiting family and friends' },
  { value: 'work', label: 'work, academic visit or business' },
  { value: 'study', label: 'study' },
  { value: 'transit', label: 'transit on the way elsewhere' },
  { value: 'family-join', label: 'join partner or family for a long stay' },
  { value: 'marriage', label: 'get married or enter a civil partnership' },
  { value: 'child-school', label: 'stay with your child at school' },
  { value: 'medical', label: 'have medical treatment' },
  { value: 'diplomatic', label: 'official diplomatic or government business, including transit' },
] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number]['value'];
export type YesNo = 'yes' | 'no';

export type EligibilityAnswers = {
  nationality: string;
  purpose: VisitPurpose | '';
  hasVisa: YesNo | '';
  airside: YesNo | '';
};

export const EMPTY_ELIGIBILITY_ANSWERS: EligibilityAnswers = { nationality: '', purpose: '', hasVisa: '', airside: '' };

export type NoEtaReason = 'british' | 'irish' | 'has-visa' | 'airside';
export type EligibilityResult = { kind: 'no-eta'; reason: NoEtaReason } | { kind: 'eta-required' } | { kind: 'not-available'; nationality: string };

export const NO_ETA_EXPLANATIONS: Record<NoEtaReason, string> = {
  british: 'As a British citizen, you can enter the UK without a visa or an ETA.',
  irish: 'As an Irish citizen, you are covered by the Common Travel Area and do not need an ETA.',
  'has-visa': 'You already have a UK visa or permission to stay: use it to travel instead of applying for an ETA.',
  airside:
    'If you stay in the airside transit zone and do not pass through UK border control, you do not need an ETA. If your plans change and you need to pass through border control, you may need one.',
};

export function notAvailableMessage(nationality: string): string {
  return `Currently, nationals of ${nationality} are not eligible to apply for a UK Electronic Travel Authorisation through this service.`;
}

/** The airside question is asked only for transit without a visa. */
export function needsAirsideQuestion(answers: Pick<EligibilityAnswers, 'purpose' | 'hasVisa'>): boolean {
  return answers.purpose === 'transit' && answers.hasVisa === 'no';
}

/** Which questions are revealed so far, in the order the checker asks them. */
export function visibleEligibilitySteps(answers: EligibilityAnswers) {
  const showPurpose = answers.nationality !== '';
  const showVisa = showPurpose && answers.purpose !== '';
  const showAirside = showVisa && needsAirsideQuestion(answers);
  const canCheck = showVisa && answers.hasVisa !== '' && (!showAirside || answers.airside !== '');
  return { showPurpose, showVisa, showAirside, canCheck };
}

/** The checker's rules, in the spec's order (applicant §4). */
export function checkEligibility(answers: EligibilityAnswers): EligibilityResult {
  const nationality = answers.nationality.trim();
  if (nationality === 'United Kingdom') return { kind: 'no-eta', reason: 'british' };
  if (nationality === 'Ireland') return { kind: 'no-eta', reason: 'irish' };
  if (answers.hasVisa === 'yes') return { kind: 'no-eta', reason: 'has-visa' };
  if (answers.airside === 'yes' && answers.purpose === 'transit') return { kind: 'no-eta', reason: 'airside' };
  if (isEtaEligible(nationality)) return { kind: 'eta-required' };
  return { kind: 'not-available', nationality };
}
