import { NATIONALITY_NAMES, type NameField, type ReadDateField } from '@eta/domain';
import type { PassportValues } from '../draft/draft.ts';
import { DateInputField } from '../fields/date-input-field.tsx';
import { optionsFromNames, SelectField } from '../fields/select-field.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import type { FieldErrors } from '../../ui/use-step-form.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';
import { UncertainDateNotice } from './uncertain-date-notice.tsx';
import { UncertainNameNotice } from './uncertain-name-notice.tsx';
import { UncertainNumberNotice } from './uncertain-number-notice.tsx';

const COUNTRY_OPTIONS = optionsFromNames(NATIONALITY_NAMES);

type Props = {
  values: PassportValues;
  errors: FieldErrors;
  onChange: (patch: Partial<PassportValues>) => void;
  /** The number as read from the scan, when some of its characters could not be settled. */
  uncertainNumber?: { number: string; positions: number[] } | null;
  /** The name fields read from the scan with a letter the reader doubted. */
  namesToCheck?: readonly NameField[];
  /** The dates read from the scan that the reader took from the printed page, or that the page prints otherwise. */
  datesToCheck?: readonly ReadDateField[];
};

/** The passport step's form (applicant §3): the document, the person and how to reach them. */
export function PassportDetailsFields({ values, errors, onChange, uncertainNumber, namesToCheck = [], datesToCheck = [] }: Props) {
  return (
    <>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Passport</legend>
        {uncertainNumber ? <UncertainNumberNotice {...uncertainNumber} /> : null}
        {datesToCheck.includes('expiryDate') ? <UncertainDateNotice field="expiryDate" /> : null}
        <div className="wizard-grid">
          <TextInputField name="number" label="Passport number" value={values.number} onChange={(number) => onChange({ number })} error={errors.number} autoComplete="off" />
          <TextInputField
            name="confirmNumber"
            label="Confirm passport number"
            value={values.confirmNumber}
            onChange={(confirmNumber) => onChange({ confirmNumber })}
            error={errors.confirmNumber}
            autoComplete="off"
          />
          <DateInputField name="expiryDate" label="Expiry date" value={values.expiryDate} onChange={(expiryDate) => onChange({ expiryDate })} error={errors.expiryDate} example="27/03/2031" />
          <SelectField
            name="country"
            label="Issuing country"
            placeholder="Select the issuing country"
            options={COUNTRY_OPTIONS}
            value={values.country}
            onChange={(country) => onChange({ country })}
            error={errors.country}
          />
          <TextInputField
            name="placeOfIssue"
            label="Place of issue"
            description="The city or authority shown on your passport"
            value={values.placeOfIssue}
            onChange={(placeOfIssue) => onChange({ placeOfIssue })}
            error={errors.placeOfIssue}
          />
        </div>
      </fieldset>

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">About you</legend>
        {namesToCheck.length ? <UncertainNameNotice fields={namesToCheck} /> : null}
        {datesToCheck.includes('dateOfBirth') ? <UncertainDateNotice field="dateOfBirth" /> : null}
        <div className="wizard-grid">
          <TextInputField name="firstName" label="First name" value={values.firstName} onChange={(firstName) => onChange({ firstName })} error={errors.firstName} autoComplete="given-name" />
          <TextInputField
            name="middleName"
            label="Middle name(s)"
            isOptional
            value={values.middleName}
            onChange={(middleName) => onChange({ middleName })}
            error={errors.middleName}
            autoComplete="additional-name"
          />
          <TextInputField name="lastName" label="Last name" value={values.lastName} onChange={(lastName) => onChange({ lastName })} error={errors.lastName} autoComplete="family-name" />
          <DateInputField
            name="dateOfBirth"
            label="Date of birth"
            value={values.dateOfBirth}
            onChange={(dateOfBirth) => onChange({ dateOfBirth })}
            error={errors.dateOfBirth}
            example="14/02/1990"
            autoComplete="bday"
          />
          <SelectField
            name="nationality"
            label="Current nationality"
            placeholder="Select your nationality"
            options={COUNTRY_OPTIONS}
            value={values.nationality}
            onChange={(nationality) => onChange({ nationality })}
            error={errors.nationality}
          />
        </div>
        <YesNoField
          name="hasOtherNationalities"
          label="Do you have any other nationalities?"
          value={values.hasOtherNationalities}
          onChange={(hasOtherNationalities) => onChange({ hasOtherNationalities })}
          error={errors.hasOtherNationalities}
        />
      </fieldset>

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Contact details</legend>
        <TextInputField
          name="email"
          label="Email address"
          description="We send your confirmation and every update about your application here."
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(email) => onChange({ email })}
          error={errors.email}
        />
        <YesNoField
          name="hasPhoneNumber"
          label="Do you have a phone number?"
          value={values.hasPhoneNumber}
          onChange={(hasPhoneNumber) => onChange({ hasPhoneNumber })}
          error={errors.hasPhoneNumber}
        />
        {values.hasPhoneNumber === 'yes' ? (
          <TextInputField
            name="phone"
            label="Phone number"
            description="Include your country code."
            placeholder="+1234567890"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(phone) => onChange({ phone })}
            error={errors.phone}
          />
        ) : null}
      </fieldset>
    </>
  );
}
