import { describe, expect, it } from 'vitest';
import { VISIT_PURPOSES, checkEligibility, notAvailableMessage, visibleEligibilitySteps, type EligibilityAnswers, type YesNo } from './eligibility.ts';

const NATIONALITIES = [
  { name: 'United Kingdom', group: 'british' },
  { name: 'Ireland', group: 'irish' },
  { name: 'Canada', group: 'eligible' },
  { name: 'Japan', group: 'eligible' },
  { name: 'France', group: 'eligible' },
  { name: 'India', group: 'not-eligible' },
  { name: 'Nigeria', group: 'not-eligible' },
] as const;
const YES_NO: YesNo[] = ['yes', 'no'];

function expected(group: (typeof NATIONALITIES)[number]['group'], answers: EligibilityAnswers) {
  if (group === 'british') return { kind: 'no-eta', reason: 'british' };
  if (group === 'irish') return { kind: 'no-eta', reason: 'irish' };
  if (answers.hasVisa === 'yes') return { kind: 'no-eta', reason: 'has-visa' };
  if (answers.purpose === 'transit' && answers.airside === 'yes') return { kind: 'no-eta', reason: 'airside' };
  if (group === 'eligible') return { kind: 'eta-required' };
  return { kind: 'not-available', nationality: answers.nationality };
}

const table = NATIONALITIES.flatMap(({ name, group }) =>
  VISIT_PURPOSES.flatMap(({ value: purpose }) =>
    YES_NO.flatMap((hasVisa) =>
      (purpose === 'transit' && hasVisa === 'no' ? YES_NO : ['' as const]).map((airside) => ({ group, answers: { nationality: name, purpose, hasVisa, airside } })),
    ),
  ),
);

describe('checkEligibility over every combination', () => {
  it('covers every nationality group, purpose, visa and airside answer', () => expect(table).toHaveLength(7 * (9 * 2 + 1)));
  it.each(table)('$answers.nationality / $answers.purpose / visa $answers.hasVisa / airside $answers.airside', ({ group, answers }) => {
    expect(checkEligibility(answers)).toEqual(expected(group, answers));
  });
});

describe('step-by-step reveal', () => {
  it('asks the airside question only for transit without a visa', () => {
    const base: EligibilityAnswers = { nationality: 'Canada', purpose: 'transit', hasVisa: 'no', airside: '' };
    expect(visibleEligibilitySteps(base)).toEqual({ showPurpose: true, showVisa: true, showAirside: true, canCheck: false });
    expect(visibleEligibilitySteps({ ...base, airside: 'no' }).canCheck).toBe(true);
    expect(visibleEligibilitySteps({ ...base, hasVisa: 'yes' })).toMatchObject({ showAirside: false, canCheck: true });
    expect(visibleEligibilitySteps({ ...base, purpose: 'tourism' })).toMatchObject({ showAirside: false, canCheck: true });
  });
  it('reveals nothing before a nationality is chosen', () => {
    expect(visibleEligibilitySteps({ nationality: '', purpose: '', hasVisa: '', airside: '' })).toEqual({
      showPurpose: false,
      showVisa: false,
      showAirside: false,
      canCheck: false,
    });
  });
});

it('words the not-available message as the spec does', () => {
  expect(notAvailableMessage('India')).toBe(
    'Currently, nationals of India are not eligible to apply for a UK Electronic Travel Authorisation through this service.',
  );
});
