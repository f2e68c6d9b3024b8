import type { ReadDateField } from '@eta/domain';

const DATE_WORDS: Record<ReadDateField, string> = { dateOfBirth: 'date of birth', expiryDate: 'passport expiry date' };

/** Asks the applicant to check a date read from the scan: dates have no second check, and the page printed this one unclearly or otherwise. */
export function UncertainDateNotice({ field }: { field: ReadDateField }) {
  return (
    <div className="wizard-notice wizard-notice--warning" role="status">
      <p className="wizard-notice__title">Please check your {DATE_WORDS[field]}</p>
      <p>We could not be sure we read your {DATE_WORDS[field]} right. Check the date below against your passport, and correct it if it differs.</p>
    </div>
  );
}
