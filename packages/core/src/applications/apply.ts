import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applySchema, type ApplyPayload } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { StoredFile } from '../storage/entities.ts';
import { Activity, Application, Client } from './entities.ts';
import { generateReference } from './reference.ts';

export type ApplyResult = { success: true; application: { id: string; reference: string } };

const MAX_REFERENCE_ATTEMPTS = 5;

/**
 * Creates the DRAFT application for a finished wizard, or updates the same browser draft when it
 * is submitted again (a retry after a failed checkout never duplicates). Payment alone moves it on.
 */
export async function submitApplication(core: Core, actor: Actor, input: unknown): Promise<ApplyResult> {
  const payload = parseInput(applySchema, input);
  for (let attempt = 1; ; attempt++) {
    try {
      return await core.em().transactional((tx) => saveDraft(core, tx, actor, payload));
    } catch (error) {
      const referenceTaken = error instanceof UniqueConstraintViolationException && /reference/.test(error.message);
      if (!referenceTaken || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

async function saveDraft(core: Core, tx: EntityManager, actor: Actor, payload: ApplyPayload): Promise<ApplyResult> {
  const client = await findOrCreateClient(tx, payload.email);
  const existing = await tx.findOne(Application, { draftKey: payload.draftKey }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (existing && existing.status !== 'DRAFT') {
    throw new ConflictError('This application has already been paid and submitted. Start a new application for another trip.', 'ALREADY_SUBMITTED');
  }
  const { number, ...passport } = payload.passport;
  const fields = {
    client,
    personal: payload.personal,
    passport,
    passportNumberEncrypted: core.dataBox.seal(number),
    passportNumberLast4: number.slice(-4),
    travel: payload.travel,
    declarations: { ...payload.declarations, usePhoto: payload.photo.usePhoto },
    ocrResult: payload.passport.ocrData ?? null,
  };
  let application: Application;
  if (existing) {
    application = tx.assign(existing, fields);
  } else {
    const reference = generateReference();
    application = tx.create(Application, {
      ...fields,
      reference,
      draftKey: payload.draftKey,
      internalEmail: `${reference.toLowerCase()}@${core.config.INTERNAL_MAIL_DOMAIN}`,
    });
    tx.create(Activity, { application, description: 'Application created (awaiting payment)', actorType: actor.type, actorName: payload.email });
  }
  await attachUploads(tx, application, [
    { id: payload.photo.photoUploadId, kind: 'photo' },
    ...(payload.passport.scanUploadId ? [{ id: payload.passport.scanUploadId, kind: 'passport_scan' as const }] : []),
  ]);
  await tx.flush();
  return { success: true, application: { id: application.id, reference: application.reference } };
}

async function findOrCreateClient(tx: EntityManager, email: string): Promise<Client> {
  // One round trip whether the client is new or known (the no-op update makes RETURNING answer).
  const [row] = await tx.getConnection().execute<{ id: string; is_active: boolean }[]>(
    `insert into client (id, email, is_active, created_at) values (gen_random_uuid(), ?, true, now())
     on conflict (email) do update set email = excluded.email returning id, is_active`,
    [email],
    'all',
    tx.getTransactionContext(),
  );
  if (!row?.is_active) throw new ForbiddenError('This account is suspended. Please contact support.');
  return tx.getReference(Client, row.id);
}

/** An upload belongs to the application that first references it; nobody else may claim it. */
async function attachUploads(tx: EntityManager, application: Application, uploads: { id: string; kind: StoredFile['kind'] }[]): Promise<void> {
  const files = await tx.find(StoredFile, { id: { $in: uploads.map((u) => u.id) } });
  for (const { id, kind } of uploads) {
    const file = files.find((f) => f.id === id);
    const ownedByOther = file?.application && file.application.id !== application.id;
    if (!file || file.kind !== kind || ownedByOther) {
      const photo = kind === 'photo';
      throw new ValidationError(photo ? 'Photo required: Please upload a photo to continue.' : 'The passport scan was not found. Please upload it again.', {
        fields: [{ field: photo ? 'photo.photoUploadId' : 'passport.scanUploadId', message: 'Upload not found' }],
      });
    }
    file.application = application;
  }
}
