import { addMonths, formatDmy, startOfUtcDay, TRAVEL_ADDRESS_COUNTRIES, travelStepSchema } from '@eta/domain';
import type { TravelValues } from '../draft/draft.ts';
import { travelStepInput } from '../draft/step-inputs.ts';
import { DateInputField } from '../fields/date-input-field.tsx';
import { optionsFromNames, SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { useStepForm } from '../../ui/use-step-form.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';
import { StepActions } from '../layout/step-actions.tsx';
import { JobField } from './job-field.tsx';
import { PURPOSE_OPTIONS } from './visit-purposes.ts';

const COUNTRY_OPTIONS = optionsFromNames(TRAVEL_ADDRESS_COUNTRIES);
/** Example dates a little ahead of today, in the format to type. */
const EXAMPLE_ARRIVAL = addMonths(startOfUtcDay(), 2);
const EXAMPLE_DEPARTURE = new Date(EXAMPLE_ARRIVAL.getTime() + 14 * 24 * 60 * 60 * 1000);

type Props = {
  values: TravelValues;
  onChange: (patch: Partial<TravelValues>) => void;
  onBack: () => void;
  onContinue: () => void;
};

/** Step 2 (applicant §3): the trip, where the applicant will stay, and their job. */
export function TravelStep({ values, onChange, onBack, onContinue }: Props) {
  const { errors, formProps } = useStepForm(travelStepSchema, travelStepInput(values), onContinue);
  return (
    <form className="wizard-form" {...formProps}>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Your trip</legend>
        <div className="wizard-grid">
          <DateInputField name="arrivalDate" label="Arrival date in the UK" value={values.arrivalDate} onChange={(arrivalDate) => onChange({ arrivalDate })} error={errors.arrivalDate} example={formatDmy(EXAMPLE_ARRIVAL)} />
          <DateInputField
            name="departureDate"
            label="Departure date from the UK"
            value={values.departureDate}
            onChange={(departureDate) => onChange({ departureDate })}
            error={errors.departureDate}
            example={formatDmy(EXAMPLE_DEPARTURE)}
          />
        </div>
        <SelectField
          name="purposeOfVisit"
          label="Purpose of your visit"
          placeholder="Select the purpose of your visit"
          options={PURPOSE_OPTIONS}
          value={values.purposeOfVisit}
          onChange={(purposeOfVisit) => onChange({ purposeOfVisit })}
          error={errors.purposeOfVisit}
        />
      </fieldset>

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Where you will stay</legend>
        <p className="wizard-fieldset__hint">The address of your hotel, host or first place of stay in the UK.</p>
        <TextInputField name="addressLine1" label="Address line 1" value={values.addressLine1} onChange={(addressLine1) => onChange({ addressLine1 })} error={errors.addressLine1} autoComplete="address-line1" />
        <TextInputField
          name="addressLine2"
          label="Address line 2"
          isOptional
          value={values.addressLine2}
          onChange={(addressLine2) => onChange({ addressLine2 })}
          error={errors.addressLine2}
          autoComplete="address-line2"
        />
        <TextInputField
          name="addressLine3"
          label="Address line 3"
          isOptional
          value={values.addressLine3}
          onChange={(addressLine3) => onChange({ addressLine3 })}
          error={errors.addressLine3}
          autoComplete="address-line3"
        />
        <div className="wizard-grid">
          <TextInputField name="town" label="Town or city" value={values.town} onChange={(town) => onChange({ town })} error={errors.town} autoComplete="address-level2" />
          <TextInputField name="postcode" label="Postcode" isOptional value={values.postcode} onChange={(postcode) => onChange({ postcode })} error={errors.postcode} autoComplete="postal-code" />
        </div>
        <SelectField
          name="country"
          label="Country"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          value={values.country}
          onChange={(country) => onChange({ country })}
          error={errors.country}
        />
      </fieldset>

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Your work</legend>
        <YesNoField name="hasJob" label="Do you have a job?" value={values.hasJob} onChange={(hasJob) => onChange({ hasJob })} error={errors.hasJob} />
        {values.hasJob === 'yes' ? <JobField value={values.job} onChange={(job) => onChange({ job })} error={errors.job} /> : null}
      </fieldset>

      <StepActions onBack={onBack} continueLabel="Continue to Photo Upload" />
    </form>
  );
}
