import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { StaffApplication } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { toast } from '../../ui/toast.tsx';
import { documentNames, formatCalendarDay } from '../format.ts';

const PURPOSES: Record<string, string> = { tourism: 'Tourism', business: 'Business', family: 'Visiting family or friends', transit: 'Transit', study: 'Short study', other: 'Other' };

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="facts">
      <h3 className="facts__title">{title}</h3>
      <dl className="facts__list">{children}</dl>
    </section>
  );
}
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="facts__row">
    <dt>{label}</dt>
    <dd>{children || '—'}</dd>
  </div>
);

/** The passport number, masked; the full number on request for those allowed (each reveal is audited). */
function PassportNumber({ application }: { application: StaffApplication }) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = trpc.console.applications.revealPassport.useMutation({
    onSuccess: (result) => setRevealed(result.passportNumber),
    onError: (error) => toast({ title: 'Cannot show the number', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <span className="passport-number">
      <span className="mono">{revealed ?? application.formData.passportDetails.passportNumber}</span>
      {application.canRevealPassport && !revealed ? (
        <Button className="button button--small button--secondary" onPress={() => reveal.mutate({ id: application.id })} isPending={reveal.isPending}>
          Reveal
        </Button>
      ) : null}
      {revealed ? (
        <Button className="button button--small button--secondary" onPress={() => setRevealed(null)}>
          Hide
        </Button>
      ) : null}
    </span>
  );
}

/** Every answer of the application, and its scan and photo through signed links. */
export function ApplicantData({ application }: { application: StaffApplication }) {
  const { personalDetails: person, passportDetails: passport, travelDetails: travel, declarations } = application.formData;
  const yesNo = (value: unknown) => (value === 'yes' || value === true ? 'Yes' : value === 'no' || value === false ? 'No' : String(value ?? '—'));
  return (
    <div className="applicant-data">
      <Facts title="Personal details">
        <Fact label="First name">{person.firstName}</Fact>
        <Fact label="Middle name">{person.middleName}</Fact>
        <Fact label="Last name">{person.lastName}</Fact>
        <Fact label="Date of birth">{formatCalendarDay(person.dateOfBirth)}</Fact>
        <Fact label="Nationality">{person.nationality}</Fact>
        <Fact label="Other nationalities">{yesNo(person.hasOtherNationalities)}</Fact>
        <Fact label="Phone">{person.phoneNumber}</Fact>
        <Fact label="E-mail">{person.emailAddress}</Fact>
      </Facts>
      <Facts title="Passport">
        <Fact label="Passport number">
          <PassportNumber application={application} />
        </Fact>
        <Fact label="Issuing country">{passport.countryOfIssue}</Fact>
        <Fact label="Place of issue">{passport.placeOfIssue}</Fact>
        <Fact label="Expiry date">{formatCalendarDay(passport.passportExpiryDate)}</Fact>
        {application.ocr ? (
          <Fact label="Scan read by OCR">{application.ocr.passportNumberMatches === false ? 'Number on the scan differs from the one typed' : 'Number on the scan matches'}</Fact>
        ) : null}
      </Facts>
      <Facts title="Travel">
        <Fact label="Arrival">{formatCalendarDay(travel.arrivalDate)}</Fact>
        <Fact label="Departure">{formatCalendarDay(travel.departureDate)}</Fact>
        <Fact label="UK address">{travel.ukAddress}</Fact>
        <Fact label="Purpose">{PURPOSES[travel.purposeOfVisit] ?? travel.purposeOfVisit}</Fact>
        <Fact label="Job">{travel.job}</Fact>
      </Facts>
      <Facts title="Declarations">
        {Object.entries(declarations).map(([key, value]) => (
          <Fact key={key} label={key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}>
            {yesNo(value)}
          </Fact>
        ))}
      </Facts>
      <section className="facts">
        <h3 className="facts__title">Documents</h3>
        {application.missingDocuments.length ? (
          <p className="notice notice--warning">Submitted without: {documentNames(application.missingDocuments)}.</p>
        ) : null}
        {application.documents.length === 0 ? <p className="muted">No scan or photo is stored for this application.</p> : null}
        <div className="document-grid">
          {application.documents.map((document) =>
            document.kind === 'decision_pdf' ? (
              <a key={document.id} href={document.url} target="_blank" rel="noreferrer" className="document-thumb document-thumb--file">
                <span className="document-thumb__icon" aria-hidden="true">PDF</span>
                <span>Approved ETA (PDF)</span>
              </a>
            ) : (
              <a key={document.id} href={document.url} target="_blank" rel="noreferrer" className="document-thumb">
                <img src={document.url} alt={document.kind === 'photo' ? 'Applicant photo' : 'Passport scan'} loading="lazy" />
                <span>{document.kind === 'photo' ? 'Photo' : 'Passport scan'}</span>
              </a>
            ),
          )}
        </div>
      </section>
    </div>
  );
}
