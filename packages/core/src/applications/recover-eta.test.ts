import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETA_RECOVERY_ANSWER, formatDmy, type ApplyInput } from '@eta/domain';
import type { Core } from '../core.ts';
import { approveByDecisionEmail, createTestCore } from '../testing.ts';
import { anonymous } from '../auth/actor.ts';
import { AuditLog } from '../audit/entities.ts';
import { EmailOutbox } from '../email/entities.ts';
import { deliverDueEmails, type OutgoingMail } from '../email/outbox.ts';
import { StoredFile } from '../storage/entities.ts';
import { AppError } from '../errors.ts';
import { submitApplication } from './apply.ts';
import { Activity, Application } from './entities.ts';
import { ETA_RECOVERY_LIMITS, recoverEta } from './recover-eta.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

const ETA_PDF = Buffer.from('%PDF-1.4\n% the approved ETA\n');
const inYears = (years: number) => formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + years, 5, 30)));

type Person = { email: string; passportNumber: string; dateOfBirth: string };
let serial = 0;
/** A new person: their own e-mail and passport number, so each test's rate limits start afresh. */
function person(): Person {
  serial += 1;
  return { email: `traveller.${serial}.${randomUUID().slice(0, 8)}@example.com`, passportNumber: `RC${String(100000 + serial * 7919).slice(-6)}${serial % 10}`, dateOfBirth: '14/02/1990' };
}
const ip = () => `198.51.100.${(serial % 250) + 1}`;

/** An application submitted through the wizard's use case, then paid, and approved unless `outcome` says RECEIVED. */
async function application(who: Person, outcome: 'APPROVED_WITH_PDF' | 'APPROVED_WITHOUT_PDF' | 'RECEIVED'): Promise<string> {
  const payload: ApplyInput = {
    email: who.email,
    personal: { firstName: 'Jane', lastName: 'Doe', dateOfBirth: who.dateOfBirth, nationality: 'Canada', hasOtherNationalities: 'no', hasPhoneNumber: 'no' },
    passport: { number: who.passportNumber, expiryDate: inYears(6), country: 'Canada', placeOfIssue: 'Ottawa' },
    travel: { arrivalDate: inYears(1), departureDate: inYears(1), addressLine1: '1 High Street', town: 'London', country: 'United Kingdom', purposeOfVisit: 'tourism', hasJob: 'no' },
    declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
  };
  const { application: created } = await submitApplication(core, anonymous('192.0.2.1'), payload);
  if (outcome === 'RECEIVED') await core.em().fork().nativeUpdate(Application, { id: created.id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  else await approveByDecisionEmail(core, created.id, outcome === 'APPROVED_WITH_PDF' ? ETA_PDF : null);
  return created.id;
}

const recoveryMails = (to: string) => core.em().fork().find(EmailOutbox, { to, template: 'eta_recovery' }, { orderBy: { createdAt: 'asc' } });
const recover = (who: Person, overrides: Partial<Person> = {}, from = ip()) => recoverEta(core, anonymous(from), { ...who, ...overrides });

async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('recoverEta', () => {
  it('e-mails the approved ETA as an attachment to the address on file, however the details are typed', async () => {
    const jane = person();
    const id = await application(jane, 'APPROVED_WITH_PDF');
    const pdf = await core.em().fork().findOneOrFail(StoredFile, { application: id, kind: 'decision_pdf' });

    const typed = { passportNumber: ` ${jane.passportNumber.slice(0, 4).toLowerCase()} ${jane.passportNumber.slice(4)} `, email: jane.email.toUpperCase() };
    expect(await recover(jane, typed)).toEqual({ message: ETA_RECOVERY_ANSWER });

    const [mail, ...more] = await recoveryMails(jane.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: jane.email, attachmentFileIds: [pdf.id], status: 'PENDING' });
    expect(mail!.textBody).toContain('Your ETA is attached to this e-mail as a PDF.');
    expect(mail!.textBody).toContain('not affiliated with or endorsed by the UK Government');

    const sent: OutgoingMail[] = [];
    await deliverDueEmails(core, { send: async (message) => void sent.push(message) });
    const delivered = sent.find((message) => message.subject === mail!.subject);
    expect(delivered?.to).toBe(jane.email);
    expect(delivered?.attachments).toEqual([{ filename: 'uk-eta.pdf', contentType: 'application/pdf', content: ETA_PDF }]);
  });

  it('leaves an audit row and a history line without the passport number', async () => {
    const jane = person();
    const id = await application(jane, 'APPROVED_WITH_PDF');
    await recover(jane);
    const [mail] = await recoveryMails(jane.email);
    const rows = await core.em().fork().find(AuditLog, { action: 'application.eta_recovered' });
    const row = rows.find((candidate) => candidate.details.applicationId === id);
    expect(row).toMatchObject({ actorType: 'anonymous', ip: ip(), details: { applicationId: id, outboxId: mail!.id } });
    const history = await core.em().fork().find(Activity, { application: id, description: { $like: '%lost-ETA recovery%' } });
    expect(history).toHaveLength(1);
    expect(JSON.stringify([row, history])).not.toContain(jane.passportNumber);
  });

  it('answers a match and a non-match alike, and sends nothing for wrong details or an application not approved', async () => {
    const jane = person();
    await application(jane, 'APPROVED_WITH_PDF');
    const waiting = person();
    await application(waiting, 'RECEIVED');
    const lastFourAlike = { passportNumber: `ZZ${jane.passportNumber.slice(2)}` };

    const answers = [
      await recover(jane, { dateOfBirth: '15/02/1990' }),
      await recover(jane, { passportNumber: 'XY9876543' }),
      await recover(jane, lastFourAlike),
      await recover(jane, { email: 'someone.else@example.com' }),
      await recover(waiting),
    ];
    expect(await recoveryMails(jane.email)).toEqual([]);
    expect(await recoveryMails(waiting.email)).toEqual([]);
    expect(await recoveryMails('someone.else@example.com')).toEqual([]);

    const match = await recover(jane);
    expect(await recoveryMails(jane.email)).toHaveLength(1);
    for (const answer of answers) expect(answer).toStrictEqual(match);
  });

  it('sends the ETA of each approved application that matches', async () => {
    const jane = person();
    const first = await application(jane, 'APPROVED_WITH_PDF');
    const second = await application(jane, 'APPROVED_WITH_PDF');
    await recover(jane);
    const mails = await recoveryMails(jane.email);
    const pdfs = await core.em().fork().find(StoredFile, { application: { $in: [first, second] }, kind: 'decision_pdf' });
    expect(mails.flatMap((mail) => mail.attachmentFileIds ?? []).sort()).toEqual(pdfs.map((pdf) => pdf.id).sort());
    expect(mails).toHaveLength(2);
  });

  it('without a stored ETA, the e-mail says so and points to support, with nothing attached', async () => {
    const jane = person();
    await application(jane, 'APPROVED_WITHOUT_PDF');
    await recover(jane);
    const [mail] = await recoveryMails(jane.email);
    expect(mail!.attachmentFileIds).toBeNull();
    expect(mail!.textBody).toContain(`We do not hold a copy of the ETA document for this application. Please contact our support team at ${core.config.SUPPORT_EMAIL}`);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const error = await refusal(recoverEta(core, anonymous(ip()), { passportNumber: '', dateOfBirth: '31/02/1990', email: 'not-an-email' }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(error.details).toEqual({
      fields: [
        { field: 'passportNumber', message: 'Please enter your passport number' },
        { field: 'dateOfBirth', message: 'Enter a real date as dd/mm/yyyy' },
        { field: 'email', message: 'Invalid email address' },
      ],
    });
    expect((await refusal(recoverEta(core, anonymous(ip()), 'nonsense'))).status).toBe(400);
  });

  describe('rate limits', () => {
    const overLimit = async (calls: (() => Promise<unknown>)[]) => {
      for (const call of calls) await call();
      return refusal(calls[0]!());
    };
    const times = (count: number, make: (i: number) => () => Promise<unknown>) => Array.from({ length: count }, (_, i) => make(i));

    it('per e-mail address, whatever the address or number', async () => {
      const jane = person();
      await application(jane, 'APPROVED_WITH_PDF');
      const error = await overLimit(times(ETA_RECOVERY_LIMITS.perEmail, (i) => () => recover(jane, { passportNumber: `EM${i}00000` }, `203.0.113.${i + 1}`)));
      expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many recovery requests. Please try again in 60 minutes, or contact us if you need help.' });
      // Limited, it sends nothing even for the right details.
      await refusal(recover(jane));
      expect(await recoveryMails(jane.email)).toEqual([]);
    });

    it('per passport number, whatever the address or e-mail', async () => {
      const jane = person();
      const error = await overLimit(times(ETA_RECOVERY_LIMITS.perPassport, (i) => () => recover(jane, { email: `pp${i}.${jane.email}` }, `203.0.113.${i + 101}`)));
      expect(error.status).toBe(429);
    });

    it('per client address, whatever the details', async () => {
      const error = await overLimit(times(ETA_RECOVERY_LIMITS.perAddress, () => () => recover(person(), {}, '192.0.2.200')));
      expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect((await recover(person(), {}, '192.0.2.201')).message).toBe(ETA_RECOVERY_ANSWER);
    });
  });
});
