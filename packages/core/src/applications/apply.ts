import { applySchema, draftKeySchema, parseDate, toIsoDate, type ApplyPayload, type ApplyResult, type FileKind } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { inPreparedTransaction, violatesUnique, type Prepared } from '../db/prepared.ts';
import { generateReference } from './reference.ts';
import * as queries from './queries.ts';

const MAX_ATTEMPTS = 5;

/**
 * Creates the DRAFT application for a finished wizard, or updates the same browser draft when it
 * is submitted again (a retry after a failed checkout never duplicates). Payment alone moves it on.
 * The busiest write of the public site, so it runs as prepared statements in one transaction.
 */
export async function submitApplication(core: Core, actor: Actor, input: unknown, options: { idempotencyKey?: unknown } = {}): Promise<ApplyResult> {
  const payload = parseInput(applySchema, input);
  // The wizard's draft key, or an API client's Idempotency-Key header; with neither, every call creates an application.
  const draftKey = payload.draftKey ?? (options.idempotencyKey === undefined ? null : parseInput(draftKeySchema, options.idempotencyKey));
  for (let attempt = 1; ; attempt++) {
    try {
      return await inPreparedTransaction(core, (run) => saveDraft(core, run, actor, payload, draftKey));
    } catch (error) {
      // Another attempt draws a new reference (the mailbox address is made from it), or finds the draft
      // a simultaneous submission of the same browser draft (a double click) has just created.
      const retry = ['application_reference_unique', 'application_internal_email_unique', 'application_draft_key_unique'].some((name) => violatesUnique(error, name));
      if (!retry || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function saveDraft(core: Core, run: Prepared, actor: Actor, payload: ApplyPayload, draftKey: string | null): Promise<ApplyResult> {
  const clientId = await findOrCreateClient(run, payload.email);
  const existing = draftKey ? await findDraft(run, draftKey) : undefined;
  if (existing && existing.status !== 'DRAFT') {
    throw new ConflictError('This application has already been paid and submitted. Start a new application for another trip.', 'ALREADY_SUBMITTED');
  }
  const uploads = uploadsOf(payload);
  const application = existing ? await updateDraft(run, existing, answersOf(core, clientId, payload, uploads)) : await createDraft(core, run, actor, payload, draftKey, answersOf(core, clientId, payload, uploads));
  await attachUploads(run, application.id, uploads);
  return { success: true, application: { id: application.id, reference: application.reference } };
}

async function findDraft(run: Prepared, draftKey: string) {
  const [draft] = await run(queries.findDraftByKey, [draftKey]);
  return draft;
}

type Upload = { id: string; kind: FileKind };

function uploadsOf(payload: ApplyPayload): Upload[] {
  return [
    ...(payload.photo?.photoUploadId ? [{ id: payload.photo.photoUploadId, kind: 'photo' as const }] : []),
    ...(payload.passport.scanUploadId ? [{ id: payload.passport.scanUploadId, kind: 'passport_scan' as const }] : []),
  ];
}

const DOCUMENTS: FileKind[] = ['passport_scan', 'photo'];

/**
 * The answers in the column order both statements below take them: client, personal … missing
 * documents. Dates get columns of their own; no passport number is kept in plain text (the OCR
 * reading keeps only whether its number matched the one typed).
 */
function answersOf(core: Core, clientId: string, payload: ApplyPayload, uploads: Upload[]): unknown[] {
  const { dateOfBirth, ...personal } = payload.personal;
  const { number, expiryDate, ocrData, scanUploadId: _scan, ...passport } = payload.passport;
  const { arrivalDate, departureDate, ...travel } = payload.travel;
  const ocrResult = ocrData ? (({ passportNumber, ...read }) => ({ ...read, passportNumberMatches: passportNumber.toUpperCase() === number }))(ocrData) : null;
  const isoDate = (value: string) => toIsoDate(parseDate(value)!);
  return [
    clientId,
    JSON.stringify(personal),
    JSON.stringify(passport),
    core.dataBox.seal(number),
    number.slice(-4),
    JSON.stringify(travel),
    JSON.stringify({ ...payload.declarations, usePhoto: payload.photo?.usePhoto ?? 'yes' }),
    ocrResult ? JSON.stringify(ocrResult) : null,
    isoDate(dateOfBirth),
    isoDate(expiryDate),
    isoDate(arrivalDate),
    isoDate(departureDate),
    DOCUMENTS.filter((kind) => !uploads.some((upload) => upload.kind === kind)),
  ];
}

/** The browser's draft, answered again (a retry after a failed checkout, or a double click). */
async function updateDraft<Draft extends { id: string }>(run: Prepared, draft: Draft, answers: unknown[]): Promise<Draft> {
  await run(queries.updateDraft, [draft.id, ...answers]);
  return draft;
}

/** The application and its first activity row, in one statement. */
async function createDraft(core: Core, run: Prepared, actor: Actor, payload: ApplyPayload, draftKey: string | null, answers: unknown[]): Promise<{ id: string; reference: string }> {
  const reference = generateReference();
  const internalEmail = `${reference.toLowerCase()}@${core.config.INTERNAL_MAIL_DOMAIN}`;
  const [created] = await run(queries.createDraft, [reference, internalEmail, draftKey, ...answers, actor.type, payload.email]);
  return { id: created!.id, reference };
}

async function findOrCreateClient(run: Prepared, email: string): Promise<string> {
  const [row] = await run(queries.findOrCreateClient, [email]);
  if (!row?.is_active) throw new ForbiddenError('This account is suspended. Please contact support.');
  return row.id;
}

/** An upload belongs to the application that first references it; nobody else may claim it. */
async function attachUploads(run: Prepared, applicationId: string, uploads: Upload[]): Promise<void> {
  if (!uploads.length) return;
  const claimed = await run(queries.attachUploads, [applicationId, uploads.map((upload) => upload.id)]);
  for (const { id, kind } of uploads) {
    if (claimed.some((file) => file.id === id && file.kind === kind)) continue;
    const photo = kind === 'photo';
    // Throwing rolls the whole draft back, the claim of the other upload included.
    throw new ValidationError(photo ? 'Photo required: Please upload a photo to continue.' : 'The passport scan was not found. Please upload it again.', {
      fields: [{ field: photo ? 'photo.photoUploadId' : 'passport.scanUploadId', message: 'Upload not found' }],
    });
  }
}
