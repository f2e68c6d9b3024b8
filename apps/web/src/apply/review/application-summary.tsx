import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { ApplicationDraft, WizardStepNumber } from '../draft/draft.ts';
import { purposeLabel } from '../travel/visit-purposes.ts';
import { stepTitle } from '../wizard-steps.ts';

type Row = readonly [label: string, value: ReactNode];

const yesNoText = (answer: 'yes' | 'no') => (answer === 'yes' ? 'Yes' : 'No');
const joined = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean).join(' ');

function SummarySection({ step, rows, onEdit, children }: { step: WizardStepNumber; rows: readonly Row[]; onEdit: (step: WizardStepNumber) => void; children?: ReactNode }) {
  const title = stepTitle(step);
  const headingId = `summary-step-${step}`;
  return (
    <section className="wizard-summary__section" aria-labelledby={headingId}>
      <div className="wizard-summary__head">
        <h3 id={headingId}>{title}</h3>
        <Button className="button button--secondary button--small" onPress={() => onEdit(step)} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      {children}
      <dl className="wizard-summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="wizard-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function passportRows({ values, scan }: ApplicationDraft['passport']): Row[] {
  const scanText = !scan ? 'Not uploaded' : scan.outcome === 'validated' ? 'Uploaded, details read automatically' : 'Uploaded, details entered by hand';
  return [
    ['Passport image', scanText],
    ['Passport number', values.number.trim().toUpperCase()],
    ['Expiry date', values.expiryDate],
    ['Issuing country', values.country],
    ['Place of issue', values.placeOfIssue],
    ['Full name', joined(values.firstName, values.middleName, values.lastName)],
    ['Date of birth', values.dateOfBirth],
    ['Current nationality', values.nationality],
    ['Other nationalities', yesNoText(values.hasOtherNationalities)],
    ['Email address', values.email.trim()],
    ['Phone number', values.hasPhoneNumber === 'yes' ? values.phone.trim() || 'Not given' : 'No phone number'],
  ];
}

function travelRows(travel: ApplicationDraft['travel']): Row[] {
  const address = [travel.addressLine1, travel.addressLine2, travel.addressLine3, travel.town, travel.postcode, travel.country].map((line) => line.trim()).filter(Boolean);
  return [
    ['Arrival date', travel.arrivalDate],
    ['Departure date', travel.departureDate],
    ['Purpose of visit', purposeLabel(travel.purposeOfVisit)],
    [
      'Address in the UK',
      address.join('\n'),
    ],
    ['Job', travel.hasJob === 'yes' ? travel.job.trim() || 'Yes' : 'No job'],
  ];
}

function declarationRows(declarations: ApplicationDraft['declarations']): Row[] {
  return [
    ['Criminal conviction', yesNoText(declarations.hasCriminalConviction)],
    ['War crimes, crimes against humanity or genocide', yesNoText(declarations.hasWarCrimesRecord)],
    ['Declaration accepted', declarations.termsAccepted ? 'Yes' : 'No'],
  ];
}

/** Every answer, grouped by step, each group with a way back to edit it. */
export function ApplicationSummary({ draft, onEdit }: { draft: ApplicationDraft; onEdit: (step: WizardStepNumber) => void }) {
  const { upload } = draft.photo;
  const photoRows: Row[] = [['Photo checks', upload && draft.photo.usePhoto === 'yes' ? 'Passed every check' : 'No usable photo yet']];
  return (
    <div className="wizard-summary">
      <SummarySection step={1} rows={passportRows(draft.passport)} onEdit={onEdit} />
      <SummarySection step={2} rows={travelRows(draft.travel)} onEdit={onEdit} />
      <SummarySection step={3} rows={photoRows} onEdit={onEdit}>
        {upload?.previewUrl ? <img className="wizard-summary__photo" src={upload.previewUrl} alt="Your photo" /> : null}
      </SummarySection>
      <SummarySection step={4} rows={declarationRows(draft.declarations)} onEdit={onEdit} />
    </div>
  );
}
