import type { AgreementValues } from '../draft/draft.ts';
import { AgreementCheckbox } from '../fields/agreement-checkbox.tsx';

type Props = {
  values: AgreementValues;
  onChange: (patch: Partial<AgreementValues>) => void;
  /** The shared "Agreement Required" message, shown once for both boxes. */
  error?: string;
};

const ERROR_ID = 'agreements-error';

/** The two agreements needed before paying (applicant §2, §5). */
export function AgreementChecklist({ values, onChange, error }: Props) {
  const describedBy = error ? ERROR_ID : undefined;
  return (
    <fieldset className="wizard-fieldset wizard-agreements">
      <legend className="wizard-fieldset__legend">Before you pay</legend>
      <div className="wizard-agreement-card">
        <p className="wizard-agreement-card__title">Data Privacy Declaration</p>
        <p className="wizard-small">
          <a href="/privacy" target="_blank" rel="noreferrer">
            Read the Privacy Policy (opens in a new tab)
          </a>
        </p>
        <AgreementCheckbox
          name="dataPrivacyAgreed"
          isSelected={values.dataPrivacyAgreed}
          onChange={(dataPrivacyAgreed) => onChange({ dataPrivacyAgreed })}
          isInvalid={Boolean(error) && !values.dataPrivacyAgreed}
          describedBy={describedBy}
        >
          I agree that ETA Assist may process the personal data in this application, including my passport and photo, to prepare, check and submit
          my ETA application, as described in the Privacy Policy.
        </AgreementCheckbox>
      </div>
      <div className="wizard-agreement-card">
        <p className="wizard-agreement-card__title">Service Authorization / Third Party Authorization</p>
        <AgreementCheckbox
          name="thirdPartyAuthorized"
          isSelected={values.thirdPartyAuthorized}
          onChange={(thirdPartyAuthorized) => onChange({ thirdPartyAuthorized })}
          isInvalid={Boolean(error) && !values.thirdPartyAuthorized}
          describedBy={describedBy}
        >
          I authorise ETA Assist, a private agency that is not the UK Government, to review my application and submit it to the UK authorities on
          my behalf as a third party.
        </AgreementCheckbox>
      </div>
      {error ? (
        <p id={ERROR_ID} className="field__error wizard-agreements__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
