import { UNCERTAIN_NAMES_MESSAGE, type NameField } from '@eta/domain';
import { listInWords } from './extraction.ts';

const FIELD_WORDS: Record<NameField, string> = { surname: 'last name', givenNames: 'first and middle names' };

/** Asks the applicant to check the name read from the scan: names have no check digit, and the reader doubted a letter. */
export function UncertainNameNotice({ fields }: { fields: readonly NameField[] }) {
  return (
    <div className="wizard-notice wizard-notice--warning" role="status">
      <p className="wizard-notice__title">Please check your name</p>
      <p>{UNCERTAIN_NAMES_MESSAGE}</p>
      <p>
        Check your {listInWords(fields.map((field) => FIELD_WORDS[field]))} letter by letter against your passport, and correct any mistake below.
      </p>
    </div>
  );
}
