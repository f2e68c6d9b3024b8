import { applySchema, type ApplyPayload } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { inPreparedTransaction, violatesUnique, type Prepared } from '../db/prepared.ts';
import type { FileKind } from '../storage/files.ts';
import { generateReference } from './reference.ts';

export type ApplyResult = { success: true; application: { id: string; reference: string } };

const MAX_ATTEMPTS = 5;

/**
 * Creates the DRAFT application for a finished wizard, or updates the same browser draft when it
 * is submitted again (a retry after a failed checkout never duplicates). Payment alone moves it on.
 * The busiest write of the public site, so it runs as prepared statements in one transaction.
 */
export async function submitApplication(core: Core, actor: Actor, input: unknown): Promise<ApplyResult> {
  const payload = parseInput(applySchema, input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inPreparedTransaction(core, (run) => saveDraft(core, run, actor, payload));
    } catch (error) {
      // Another attempt draws a new reference (the mailbox address is made from it), or finds the draft
      // a simultaneous submission of the same browser draft (a double click) has just created.
      const retry = ['application_reference_unique', 'application_internal_email_unique', 'application_draft_key_unique'].some((name) => violatesUnique(error, name));
      if (!retry || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function saveDraft(core: Core, run: Prepared, actor: Actor, payload: ApplyPayload): Promise<ApplyResult> {
  const clientId = await findOrCreateClient(run, payload.email);
  const [existing] = await run<{ id: string; reference: string; status: string }>(
    'apply_find_draft',
    'select id, reference, status from application where draft_key = $1 for update',
    [payload.draftKey],
  );
  if (existing && existing.status !== 'DRAFT') {
    throw new ConflictError('This application has already been paid and submitted. Start a new application for another trip.', 'ALREADY_SUBMITTED');
  }
  const { number, ...passport } = payload.passport;
  // In the column order both statements below take them: client, personal … ocr_result.
  const answers = [
    clientId,
    JSON.stringify(payload.personal),
    JSON.stringify(passport),
    core.dataBox.seal(number),
    number.slice(-4),
    JSON.stringify(payload.travel),
    JSON.stringify({ ...payload.declarations, usePhoto: payload.photo.usePhoto }),
    payload.passport.ocrData ? JSON.stringify(payload.passport.ocrData) : null,
  ];
  const application = existing ? await updateDraft(run, existing, answers) : await createDraft(core, run, actor, payload, answers);
  await attachUploads(run, application.id, [
    { id: payload.photo.photoUploadId, kind: 'photo' },
    ...(payload.passport.scanUploadId ? [{ id: payload.passport.scanUploadId, kind: 'passport_scan' as const }] : []),
  ]);
  return { success: true, application: { id: application.id, reference: application.reference } };
}

/** The browser's draft, answered again (a retry after a failed checkout, or a double click). */
async function updateDraft<Draft extends { id: string }>(run: Prepared, draft: Draft, answers: unknown[]): Promise<Draft> {
  await run(
    'apply_update_draft',
    `update application set client_id = $2, personal = $3, passport = $4, passport_number_encrypted = $5, passport_number_last4 = $6,
            travel = $7, declarations = $8, ocr_result = $9, updated_at = now(), version = version + 1
      where id = $1`,
    [draft.id, ...answers],
  );
  return draft;
}

/** The application and its first activity row, in one statement. */
async function createDraft(core: Core, run: Prepared, actor: Actor, payload: ApplyPayload, answers: unknown[]): Promise<{ id: string; reference: string }> {
  const reference = generateReference();
  const internalEmail = `${reference.toLowerCase()}@${core.config.INTERNAL_MAIL_DOMAIN}`;
  const [created] = await run<{ id: string }>(
    'apply_create_draft',
    `with created as (
       insert into application (id, reference, internal_email, draft_key, client_id, personal, passport, passport_number_encrypted,
                                passport_number_last4, travel, declarations, ocr_result, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), now())
       returning id
     ), history as (
       insert into activity (id, application_id, description, actor_type, actor_name, created_at)
       select gen_random_uuid(), id, 'Application created (awaiting payment)', $12::varchar, $13::varchar, now() from created
     )
     select id from created`,
    [reference, internalEmail, payload.draftKey, ...answers, actor.type, payload.email],
  );
  return { id: created!.id, reference };
}

async function findOrCreateClient(run: Prepared, email: string): Promise<string> {
  // One round trip whether the client is new or known (the no-op update makes RETURNING answer).
  const [row] = await run<{ id: string; is_active: boolean }>(
    'apply_client',
    `insert into client (id, email, is_active, created_at) values (gen_random_uuid(), $1, true, now())
     on conflict (email) do update set email = excluded.email returning id, is_active`,
    [email],
  );
  if (!row?.is_active) throw new ForbiddenError('This account is suspended. Please contact support.');
  return row.id;
}

/** An upload belongs to the application that first references it; nobody else may claim it. */
async function attachUploads(run: Prepared, applicationId: string, uploads: { id: string; kind: FileKind }[]): Promise<void> {
  const claimed = await run<{ id: string; kind: FileKind }>(
    'apply_attach_uploads',
    `update file set application_id = $1
      where id = any($2::uuid[]) and (application_id is null or application_id = $1)
      returning id, kind`,
    [applicationId, uploads.map((upload) => upload.id)],
  );
  for (const { id, kind } of uploads) {
    if (claimed.some((file) => file.id === id && file.kind === kind)) continue;
    const photo = kind === 'photo';
    // Throwing rolls the whole draft back, the claim of the other upload included.
    throw new ValidationError(photo ? 'Photo required: Please upload a photo to continue.' : 'The passport scan was not found. Please upload it again.', {
      fields: [{ field: photo ? 'photo.photoUploadId' : 'passport.scanUploadId', message: 'Upload not found' }],
    });
  }
}
