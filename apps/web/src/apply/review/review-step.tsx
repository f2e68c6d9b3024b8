import { Button } from 'react-aria-components';
import { formatPence, reviewStepSchema } from '@eta/domain';
import { toast } from '../../ui/toast.tsx';
import type { ApplicationDraft, WizardStepNumber } from '../draft/draft.ts';
import type { DraftActions } from '../draft/draft-store.ts';
import { applyInputOf, firstIncompleteStep } from '../draft/step-inputs.ts';
import { useStepForm } from '../../ui/use-step-form.ts';
import { toastText } from '../toast-text.ts';
import { stepTitle } from '../wizard-steps.ts';
import { AgreementChecklist } from './agreement-checklist.tsx';
import { AlreadyPaidNotice } from './already-paid-notice.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import { PaymentTotal, useApplicationFee } from './payment-total.tsx';
import { usePayment } from './use-payment.ts';

type Props = {
  draft: ApplicationDraft;
  actions: Pick<DraftActions, 'changeAgreements' | 'startNewApplication'>;
  onEdit: (step: WizardStepNumber) => void;
  onBack: () => void;
};

/** An answer went stale or missing (e.g. the passport expired since): send the applicant to fix it. */
function IncompleteNotice({ step, onEdit }: { step: WizardStepNumber; onEdit: (step: WizardStepNumber) => void }) {
  return (
    <div className="wizard-notice wizard-notice--error" role="alert">
      <p className="wizard-notice__title">Some answers need your attention</p>
      <p>Please check the {stepTitle(step)} step before paying.</p>
      <Button className="button button--primary button--small" onPress={() => onEdit(step)}>
        Go to {stepTitle(step)}
      </Button>
    </div>
  );
}

/** Step 5 (applicant §2): the summary, the two agreements, the total and the pay action. */
export function ReviewStep({ draft, actions, onEdit, onBack }: Props) {
  const feePence = useApplicationFee();
  const payment = usePayment();
  const applyInput = applyInputOf(draft);
  const { errors, formProps } = useStepForm(
    reviewStepSchema,
    draft.agreements,
    () => {
      if (applyInput) void payment.pay(applyInput);
    },
    (invalid) => {
      const message = invalid.dataPrivacyAgreed ?? invalid.thirdPartyAuthorized;
      if (message) toast({ ...toastText(message), variant: 'destructive' });
    },
  );
  const agreementError = errors.dataPrivacyAgreed ?? errors.thirdPartyAuthorized;

  if (payment.status === 'already-paid') return <AlreadyPaidNotice onStartNew={actions.startNewApplication} />;

  const processing = payment.status === 'processing';
  return (
    <form className="wizard-form" {...formProps}>
      <p className="wizard-lead">Check your answers. You can change any of them before you pay.</p>
      <ApplicationSummary draft={draft} onEdit={onEdit} />
      {applyInput ? null : <IncompleteNotice step={firstIncompleteStep(draft)} onEdit={onEdit} />}
      <AgreementChecklist values={draft.agreements} onChange={actions.changeAgreements} error={agreementError} />
      <PaymentTotal feePence={feePence} />
      <div className="wizard-actions">
        <div className="wizard-actions__buttons">
          <Button className="button button--secondary" onPress={onBack} isDisabled={processing}>
            Back
          </Button>
          <Button type="submit" className="button button--primary button--large wizard-actions__continue" isDisabled={!applyInput || feePence === null} isPending={processing}>
            {processing ? <span className="spinner__circle wizard-button-spinner" aria-hidden="true" /> : null}
            {processing ? 'Submitting…' : feePence === null ? 'Pay' : `Pay ${formatPence(feePence)}`}
          </Button>
        </div>
      </div>
    </form>
  );
}
