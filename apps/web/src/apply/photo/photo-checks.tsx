import type { PhotoCheck } from '../draft/draft.ts';

/** Every check the server ran on the photo, each marked passed or failed. */
export function PhotoChecks({ checks }: { checks: readonly PhotoCheck[] }) {
  const failed = checks.filter((check) => !check.passed).length;
  return (
    <div className="wizard-checks">
      <p className="wizard-checks__summary">{failed === 0 ? 'Your photo passed every check.' : `Your photo failed ${failed} of ${checks.length} checks.`}</p>
      <ul className="wizard-checks__list" aria-label="Photo checks">
        {checks.map((check) => (
          <li key={check.message} className={`wizard-check wizard-check--${check.passed ? 'passed' : 'failed'}`}>
            <span className="wizard-check__mark" aria-hidden="true">
              {check.passed ? '✓' : '✕'}
            </span>
            <span className="visually-hidden">{check.passed ? 'Passed: ' : 'Failed: '}</span>
            {check.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
