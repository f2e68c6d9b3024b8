import type { WizardStepNumber } from '../draft/draft.ts';
import { STEP_COUNT, stepTitle, WIZARD_STEPS } from '../wizard-steps.ts';

/** "Step N of 5", the progress bar and the five step indicators. */
export function WizardProgress({ step }: { step: WizardStepNumber }) {
  const label = `Step ${step} of ${STEP_COUNT}`;
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__count">
        <strong>{label}</strong>
        <span className="wizard-progress__title">{stepTitle(step)}</span>
      </p>
      <div
        className="wizard-progress__track"
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`${label}: ${stepTitle(step)}`}
      >
        <div className="wizard-progress__fill" style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
      </div>
      <ol className="wizard-indicators" aria-label="Application steps">
        {WIZARD_STEPS.map(({ number, title }) => {
          const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
          return (
            <li key={number} className={`wizard-indicator wizard-indicator--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard-indicator__mark" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="wizard-indicator__title">
                {title}
                {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
