import { UNCERTAIN_NUMBER_MESSAGE } from '@eta/domain';

/** The passport number as read, the characters the reader could not settle marked, asking the applicant to check them. */
export function UncertainNumberNotice({ number, positions }: { number: string; positions: readonly number[] }) {
  const marked = new Set(positions);
  return (
    <div className="wizard-notice wizard-notice--warning" role="status">
      <p className="wizard-notice__title">Please check your passport number</p>
      <p>{UNCERTAIN_NUMBER_MESSAGE}</p>
      <p className="uncertain-number">
        <span className="visually-hidden">{`Passport number as read: ${number}; characters to check: ${positions.map((p) => `${p + 1} (${number[p]})`).join(', ')}`}</span>
        <span aria-hidden="true">{[...number].map((char, i) => (marked.has(i) ? <mark key={i}>{char}</mark> : <span key={i}>{char}</span>))}</span>
      </p>
      <p>Letters and digits can look alike: O and 0, I and 1, B and 8, Z and 2, S with 5 and 8, G and 6. Type the number in “Confirm passport number” exactly as printed on your passport.</p>
    </div>
  );
}
