import { randomBytes, randomUUID } from 'node:crypto';
import { formatDmy, type ApplyInput } from '@eta/domain';
import type { Core } from '../core.ts';
import { anonymous } from '../auth/actor.ts';
import { submitApplication } from '../applications/apply.ts';
import { Application } from '../applications/entities.ts';
import { AutomationRun } from '../automation/entities.ts';
import { InboundEmail } from '../codes/entities.ts';
import { ApplicationMessage, DocumentRequest } from '../portal/entities.ts';
import { startCheckout } from '../payments/checkout.ts';
import { Payment } from '../payments/entities.ts';
import { paySandboxSession } from '../payments/sandbox.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';

const inYears = (years: number) => formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + years, 5, 30)));

export type FullApplication = { id: string; reference: string; clientId: string; storageKeys: string[] };

/**
 * For the retention and erasure tests: an application with personal data in every table that
 * holds some — answers and the encrypted passport number through the wizard's submission, a scan
 * and a photo in the file store, a sandbox payment (its ledger row and confirmation e-mail), a
 * completed automated submission with a screenshot and a trace, a government e-mail received, a message
 * in the portal's thread and a document request with its note.
 */
export async function applicationWithEverything(core: Core, person: { email: string; lastName: string; nationality?: string }): Promise<FullApplication> {
  const em = core.em();
  const store = fileStore(core);
  const stored = async (kind: 'passport_scan' | 'photo' | 'screenshot' | 'automation_trace') => storeFile(em, store, { kind, bytes: randomBytes(64), contentType: 'image/png' });
  const [scan, photo] = [await stored('passport_scan'), await stored('photo')];
  const nationality = person.nationality ?? 'Canada';
  const input: ApplyInput = {
    draftKey: randomUUID(),
    email: person.email,
    personal: { firstName: 'Jane', middleName: 'Q', lastName: person.lastName, dateOfBirth: '14/02/1990', nationality, hasOtherNationalities: 'no', hasPhoneNumber: 'yes', phone: '+15551234567' },
    passport: { number: 'AB1234567', expiryDate: inYears(6), country: nationality, placeOfIssue: 'Ottawa', scanUploadId: scan.id, ocrData: null },
    travel: { arrivalDate: inYears(1), departureDate: inYears(1), addressLine1: '221B Baker Street', town: 'London', postcode: 'NW1 6XE', country: 'United Kingdom', purposeOfVisit: 'tourism', hasJob: 'yes', job: 'Engineer' },
    photo: { usePhoto: 'yes', photoUploadId: photo.id },
    declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
  };
  const { application } = await submitApplication(core, anonymous(), input);
  await startCheckout(core, anonymous(), { applicationId: application.id }, 'http://localhost');
  const payment = await em.fork().findOneOrFail(Payment, { application: application.id });
  await paySandboxSession(core, payment.providerSessionId);

  const [screenshot, trace] = [await stored('screenshot'), await stored('automation_trace')];
  const work = em.fork();
  await work.nativeUpdate(StoredFile, { id: { $in: [screenshot.id, trace.id] } }, { application: application.id });
  work.create(AutomationRun, { application: application.id, status: 'completed', screenshotFileIds: [screenshot.id], traceFileId: trace.id, governmentReference: 'GOV-123456', finishedAt: new Date() });
  const { internalEmail, client } = await work.findOneOrFail(Application, { id: application.id });
  work.create(InboundEmail, {
    application: application.id,
    recipient: internalEmail,
    mailFrom: 'no-reply@eta.homeoffice.gov.uk',
    subject: `Your ETA application for Jane ${person.lastName}`,
    raw: `Subject: Your ETA application\r\n\r\nDear Jane ${person.lastName}, your code is 123456.`,
    outcome: 'CODE_CAPTURED',
  });
  work.create(ApplicationMessage, { application: application.id, author: 'applicant', authorName: `Jane ${person.lastName}`, body: 'My middle name is Quinn.' });
  work.create(DocumentRequest, { application: application.id, kind: 'photo', note: `Jane ${person.lastName}'s photo is too dark.`, requestedBy: 'desk@agency.test' });
  await work.flush();
  return { id: application.id, reference: application.reference, clientId: client.id, storageKeys: [scan, photo, screenshot, trace].map((file) => file.storageKey) };
}
