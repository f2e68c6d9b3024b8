import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_LINK_SENT } from '@eta/domain';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { anonymous, cliActor, type Actor } from '../auth/actor.ts';
import { createStaff } from '../staff/service.ts';
import { seedApplications } from '../seed.ts';
import { Application } from '../applications/entities.ts';
import { listStaffApplications } from '../applications/staff-list.ts';
import { EmailOutbox } from '../email/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { storeFile } from '../storage/files.ts';
import { fileStore } from '../storage/file-store.ts';
import { clearRateLimit } from '../security/rate-limit.ts';
import { portraitSpecimen } from '../documents/specimens/portrait.ts';
import { actorFromPortalSession, openPortalSession, requestPortalLink } from './session.ts';
import { portalOverview } from './overview.ts';
import { applicationDocumentRequests, cancelDocumentRequest, provideRequestedDocument, requestDocument } from './documents.ts';
import { markApplicantMessagesRead, postApplicantMessage, postStaffMessage, staffMessageThread } from './messages.ts';

let core: Core;
let staff: Actor;
let mine: Application;
let theirs: Application;
const visitor = anonymous('198.51.100.7');

const lastNameOf = (application: Application) => (application.personal as { lastName: string }).lastName;
const linkToken = (text: string) => /#token=([\w-]+)/.exec(text)?.[1];

async function outbox(template: string, to: string): Promise<EmailOutbox[]> {
  return core.em().fork().find(EmailOutbox, { template, to }, { orderBy: { createdAt: 'asc' } });
}

/** Asks for a link as the applicant would and opens the session it gives. */
async function signInToPortal(application: Application): Promise<Actor> {
  const email = application.client.email;
  await clearRateLimit(core, `portal-link:email:${email}`); // the tests sign in more often than a person would
  await requestPortalLink(core, visitor, { email, lastName: lastNameOf(application) });
  const token = linkToken((await outbox('portal_link', email)).at(-1)!.textBody)!;
  const { token: session } = await openPortalSession(core, visitor, { token });
  return actorFromPortalSession(core, session, '198.51.100.7');
}

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, 12, { batch: 'prtl' });
  const member = await createStaff(core, cliActor('test'), { email: 'desk@agency.test', password: 'a-long-staff-password', role: 'STAFF' });
  staff = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };
  const paid = await core.em().find(Application, { status: { $nin: ['DRAFT', 'APPROVED'] } }, { populate: ['client'], limit: 2 });
  [mine, theirs] = paid as [Application, Application];
});
afterAll(async () => core.close());

describe('portal links', () => {
  it('gives the same answer whether or not the details match, and e-mails a link only on a match', async () => {
    const matched = await requestPortalLink(core, visitor, { email: mine.client.email, lastName: ` ${lastNameOf(mine).toUpperCase()} ` });
    const unmatched = await requestPortalLink(core, visitor, { email: mine.client.email, lastName: 'Nobody' });
    const unknown = await requestPortalLink(core, visitor, { email: 'stranger@example.com', lastName: 'Nobody' });
    expect(matched).toEqual({ message: PORTAL_LINK_SENT });
    expect(unmatched).toEqual(matched);
    expect(unknown).toEqual(matched);
    const sent = await outbox('portal_link', mine.client.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('/portal/open#token=');
    expect(await outbox('portal_link', 'stranger@example.com')).toHaveLength(0);
  });

  it('opens a session once; the same link again, or an expired one, is refused', async () => {
    const token = linkToken((await outbox('portal_link', mine.client.email)).at(-1)!.textBody)!;
    const opened = await openPortalSession(core, visitor, { token });
    expect(opened.session.email).toBe(mine.client.email);
    expect(await actorFromPortalSession(core, opened.token)).toMatchObject({ type: 'applicant', clientId: mine.client.id });
    await expect(openPortalSession(core, visitor, { token })).rejects.toMatchObject({ status: 401, code: 'PORTAL_LINK_INVALID' });

    await requestPortalLink(core, visitor, { email: theirs.client.email, lastName: lastNameOf(theirs) });
    const late = linkToken((await outbox('portal_link', theirs.client.email)).at(-1)!.textBody)!;
    await expect(openPortalSession(core, visitor, { token: late }, new Date(Date.now() + 31 * 60_000))).rejects.toMatchObject({ code: 'PORTAL_LINK_INVALID' });
    // The refused attempt did not use it up.
    await expect(openPortalSession(core, visitor, { token: late })).resolves.toMatchObject({ session: { email: theirs.client.email } });
  });

  it('an unknown or ended session is nobody; a malformed token is a 400', async () => {
    expect(await actorFromPortalSession(core, 'not-a-session-token-at-all')).toEqual({ type: 'anonymous' });
    await expect(openPortalSession(core, visitor, { token: 'short' })).rejects.toMatchObject({ status: 400 });
    await expect(portalOverview(core, visitor)).rejects.toMatchObject({ status: 401, code: 'PORTAL_SESSION_REQUIRED' });
  });

  it('limits links per e-mail address', async () => {
    const input = { email: theirs.client.email, lastName: 'Whoever' };
    for (let i = 0; i < 2; i++) await requestPortalLink(core, anonymous(`203.0.113.${i}`), input);
    await expect(requestPortalLink(core, anonymous('203.0.113.9'), input)).rejects.toMatchObject({ status: 429 });
  });
});

describe('document requests', () => {
  it('staff ask for a photo; the applicant follows the e-mailed link, a failing photo is refused, a good one closes the request', async () => {
    await core.em().nativeUpdate(Application, { id: mine.id }, { missingDocuments: ['photo'] });
    const request = await requestDocument(core, staff, { applicationId: mine.id, kind: 'photo', note: 'Your photo is too dark.' });
    expect(request).toMatchObject({ status: 'OPEN', title: 'Photo', requestedBy: 'desk@agency.test', file: null });
    const [mail] = await outbox('document_request', mine.client.email);
    expect(mail!.textBody).toContain('we need: photo');
    const { token: session } = await openPortalSession(core, visitor, { token: linkToken(mail!.textBody)! });
    const applicant = await actorFromPortalSession(core, session);

    const overview = await portalOverview(core, applicant);
    expect(overview.applications.map((a) => a.reference)).toEqual([mine.reference]);
    expect(overview.applications[0]!.documentRequests).toMatchObject([{ id: request.id, note: 'Your photo is too dark.', status: 'OPEN' }]);

    const noFace = await portraitSpecimen({ seed: 21, kind: 'no-face' });
    const refused = await provideRequestedDocument(core, applicant, { requestId: request.id }, { bytes: noFace.bytes });
    expect(refused.provided).toBe(false);
    expect(refused.problems.length).toBeGreaterThan(0);
    expect(refused.request.status).toBe('OPEN');

    const good = await portraitSpecimen({ seed: 22 });
    const provided = await provideRequestedDocument(core, applicant, { requestId: request.id }, { bytes: good.bytes });
    expect(provided).toMatchObject({ provided: true, problems: [], request: { status: 'PROVIDED', file: { contentType: 'image/jpeg' } } });

    const em = core.em().fork();
    expect((await em.findOneOrFail(Application, { id: mine.id })).missingDocuments).toEqual([]);
    expect(await em.findOneOrFail(StoredFile, { id: provided.request.file!.id })).toMatchObject({ kind: 'photo', application: { id: mine.id } });
    const seenByStaff = await applicationDocumentRequests(core, staff, { id: mine.id });
    expect(seenByStaff.requests[0]).toMatchObject({ id: request.id, status: 'PROVIDED' });
    expect(seenByStaff.requests[0]!.file!.url).toMatch(/^\/api\/files\//);
    await expect(provideRequestedDocument(core, applicant, { requestId: request.id }, { bytes: good.bytes })).rejects.toMatchObject({ status: 409, code: 'REQUEST_CLOSED' });
  });

  it("refuses another client's request as not found, and an anonymous caller as signed out", async () => {
    const request = await requestDocument(core, staff, { applicationId: theirs.id, kind: 'other', label: 'Marriage certificate', note: 'For the name change.' });
    const applicant = await signInToPortal(mine);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await expect(provideRequestedDocument(core, applicant, { requestId: request.id }, { bytes: pdf })).rejects.toMatchObject({ status: 404 });
    await expect(provideRequestedDocument(core, visitor, { requestId: request.id }, { bytes: pdf })).rejects.toMatchObject({ status: 401 });
    const owner = await signInToPortal(theirs);
    await expect(provideRequestedDocument(core, owner, { requestId: request.id }, { bytes: Buffer.from('plain text') })).rejects.toMatchObject({ status: 400, code: 'UNSUPPORTED_FILE_TYPE' });
    await expect(provideRequestedDocument(core, owner, { requestId: request.id }, { bytes: pdf })).resolves.toMatchObject({ provided: true, request: { title: 'Marriage certificate', file: { contentType: 'application/pdf' } } });
  });

  it('checks the request: "another document" needs a name, and staff can withdraw an open one', async () => {
    await expect(requestDocument(core, staff, { applicationId: mine.id, kind: 'other', note: 'x' })).rejects.toMatchObject({
      status: 400,
      details: { fields: [{ field: 'label', message: 'Please name the document you need' }] },
    });
    await expect(requestDocument(core, anonymous(), { applicationId: mine.id, kind: 'photo', note: 'x' })).rejects.toMatchObject({ status: 401 });
    const request = await requestDocument(core, staff, { applicationId: mine.id, kind: 'passport_scan', note: 'The corner is cut off.' });
    await expect(cancelDocumentRequest(core, staff, { id: request.id })).resolves.toMatchObject({ status: 'CANCELLED' });
    await expect(cancelDocumentRequest(core, staff, { id: request.id })).rejects.toMatchObject({ code: 'REQUEST_CLOSED' });
  });
});

describe('messages', () => {
  it('a message each way: the applicant is e-mailed that one is waiting, never its text; staff see it unread on the list', async () => {
    const staffMessage = await postStaffMessage(core, staff, { applicationId: mine.id, body: 'Is your middle name Rose? Please confirm.' });
    expect(staffMessage).toMatchObject({ author: 'staff', authorName: 'ETA Assist team' });
    const [mail] = await outbox('new_message', mine.client.email);
    expect(mail!.textBody).not.toContain('middle name');
    expect(mail!.htmlBody).not.toContain('middle name');

    const applicant = await actorFromPortalSession(core, (await openPortalSession(core, visitor, { token: linkToken(mail!.textBody)! })).token);
    const before = (await portalOverview(core, applicant)).applications[0]!;
    expect(before.messages.map((m) => m.body)).toEqual(['Is your middle name Rose? Please confirm.']);
    expect(before.unreadMessages).toBe(1);
    await markApplicantMessagesRead(core, applicant, { reference: mine.reference });
    expect((await portalOverview(core, applicant)).applications[0]!.unreadMessages).toBe(0);

    await postApplicantMessage(core, applicant, { reference: mine.reference, body: 'Yes, it is Rose.' });
    const listed = async () => (await listStaffApplications(core, staff, { search: mine.reference })).applications[0]!.unreadMessages;
    expect(await listed()).toBe(1);
    const thread = await staffMessageThread(core, staff, { id: mine.id });
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['staff', 'Is your middle name Rose? Please confirm.'],
      ['applicant', 'Yes, it is Rose.'],
    ]);
    expect(await listed()).toBe(0);
  });

  it("refuses another client's application, an empty message and a signed-out writer", async () => {
    const applicant = await signInToPortal(mine);
    await expect(postApplicantMessage(core, applicant, { reference: theirs.reference, body: 'Hello' })).rejects.toMatchObject({ status: 404 });
    await expect(postApplicantMessage(core, applicant, { reference: mine.reference, body: '   ' })).rejects.toMatchObject({ status: 400, details: { fields: [{ field: 'body', message: 'Please write a message' }] } });
    await expect(postApplicantMessage(core, visitor, { reference: mine.reference, body: 'Hello' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('the approved ETA', () => {
  it('is offered for download once the application is approved, and only then', async () => {
    const em = core.em().fork();
    const file = await storeFile(em, fileStore(core), { kind: 'decision_pdf', bytes: Buffer.from('%PDF-1.4 eta'), contentType: 'application/pdf' });
    await em.nativeUpdate(StoredFile, { id: file.id }, { application: theirs.id });
    const applicant = await signInToPortal(theirs);
    expect((await portalOverview(core, applicant)).applications[0]!.eta).toBeNull();
    await em.nativeUpdate(Application, { id: theirs.id }, { status: 'APPROVED' });
    expect((await portalOverview(core, applicant)).applications[0]!.eta!.url).toContain(`/api/files/${file.id}?`);
  });
});
