import { NOT_GOVERNMENT_NOTICE } from '../brand.ts';

/** The notice that this is a private agency, not the UK Government (applicant §1). */
export function DisclaimerBanner() {
  return (
    <aside className="disclaimer" aria-label="Important notice">
      <div className="container disclaimer__inner">
        <span className="disclaimer__icon" aria-hidden="true">i</span>
        <p>
          <strong>{NOT_GOVERNMENT_NOTICE}</strong> You can also apply directly on the official{' '}
          <a href="https://www.gov.uk/eta" rel="noopener noreferrer">GOV.UK website</a>.
        </p>
      </div>
    </aside>
  );
}
