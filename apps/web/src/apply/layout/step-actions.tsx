import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

type Props = {
  /** Omitted on the first step. */
  onBack?: () => void;
  continueLabel: ReactNode;
  isContinueDisabled?: boolean;
  /** Shown under the buttons while Continue is disabled, saying why. */
  disabledReason?: string;
  /** A request is in flight: both buttons wait for it. */
  isBusy?: boolean;
};

/** Back (one step) and the step's submit button. */
export function StepActions({ onBack, continueLabel, isContinueDisabled = false, disabledReason, isBusy = false }: Props) {
  return (
    <div className="wizard-actions">
      <div className="wizard-actions__buttons">
        {onBack ? (
          <Button className="button button--secondary" onPress={onBack} isDisabled={isBusy}>
            Back
          </Button>
        ) : null}
        <Button type="submit" className="button button--primary wizard-actions__continue" isDisabled={isContinueDisabled || isBusy}>
          {continueLabel}
        </Button>
      </div>
      {isContinueDisabled && disabledReason ? <p className="wizard-actions__reason">{disabledReason}</p> : null}
    </div>
  );
}
