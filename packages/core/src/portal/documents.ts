import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applicationIdSchema,
  cancelDocumentRequestSchema,
  DOCUMENT_REQUEST_LABELS,
  provideDocumentSchema,
  requestDocumentSchema,
  SUPPORTING_DOCUMENT_MAX_BYTES,
  SUPPORTING_DOCUMENT_TYPES,
  type DocumentProvided,
  type DocumentRequest as DocumentRequestView,
  type FileKind,
} from '@eta/domain';
import type { Core } from '../core.ts';
import { actorName, type Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { AppError, ConflictError, NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { publishEvent } from '../events/events.ts';
import { getSetting } from '../admin/settings.ts';
import { queueEmail } from '../email/outbox.ts';
import { recordActivity } from '../applications/activity.ts';
import { Application } from '../applications/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';
import { signFileUrl } from '../storage/signed-urls.ts';
import { sniffFileType } from '../documents/upload.ts';
import { validatePassport } from '../documents/passport.ts';
import { validatePhoto } from '../documents/photo.ts';
import { DocumentRequest } from './entities.ts';
import { portalMail, requireApplicant } from './session.ts';

/** Links to a provided file last as long as the staff detail page's document links. */
const FILE_LINK_SECONDS = 600;

const titleOf = (request: DocumentRequest) => (request.kind === 'other' ? request.label ?? 'Another document' : DOCUMENT_REQUEST_LABELS[request.kind]);

export function toDocumentRequest(core: Core, request: DocumentRequest): DocumentRequestView {
  const file = request.file;
  return {
    id: request.id,
    kind: request.kind,
    title: titleOf(request),
    note: request.note,
    status: request.status,
    requestedBy: request.requestedBy,
    requestedAt: request.createdAt.toISOString(),
    providedAt: request.providedAt?.toISOString() ?? null,
    file: file ? { id: file.id, contentType: file.contentType, url: signFileUrl(core.config, file.id, { expiresInSeconds: FILE_LINK_SECONDS }) } : null,
  };
}

export async function documentRequestsOf(em: EntityManager, applicationIds: string[]): Promise<DocumentRequest[]> {
  if (!applicationIds.length) return [];
  return em.find(DocumentRequest, { application: { $in: applicationIds } }, { populate: ['file'], orderBy: { createdAt: 'desc' } });
}

/**
 * Staff ask the applicant for a file, with a note saying why. The applicant is e-mailed a single-use
 * link into the portal when the admin's documentRequest trigger is on; the request stays open until
 * they provide the file there.
 */
export async function requestDocument(core: Core, actor: Actor, input: unknown): Promise<DocumentRequestView> {
  const data = parseInput(requestDocumentSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  return em.transactional(async (tx) => {
    const application = await tx.findOne(Application, { id: data.applicationId }, { populate: ['client'] });
    if (!application) throw new NotFoundError('Application not found');
    if (application.status === 'DRAFT') throw new ConflictError('This application has not been paid yet: the applicant cannot open the portal for it.', 'NOT_PAID');
    const request = tx.create(DocumentRequest, {
      application,
      kind: data.kind,
      label: data.kind === 'other' ? data.label! : null,
      note: data.note,
      requestedBy: actorName(actor),
    });
    recordActivity(tx, application, actor, `Asked the applicant for: ${titleOf(request)}`);
    audit(tx, actor, 'document.requested', { applicationId: application.id, requestId: request.id, kind: data.kind });
    const settings = await getSetting(tx, 'emailSettings');
    if (settings.enabled && settings.documentRequest) {
      const mail = await portalMail(core, tx, application);
      await queueEmail(tx, { ...mail.envelope, template: 'document_request', data: { ...mail.data, documents: [titleOf(request).toLowerCase()], uploadLink: mail.link } });
    }
    application.updatedAt = new Date();
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id } });
    await tx.flush();
    return toDocumentRequest(core, request);
  });
}

/** An application's document requests, newest first, for staff. */
export async function applicationDocumentRequests(core: Core, actor: Actor, input: unknown): Promise<{ requests: DocumentRequestView[] }> {
  const { id } = parseInput(applicationIdSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  return { requests: (await documentRequestsOf(em, [id])).map((request) => toDocumentRequest(core, request)) };
}

/** Staff withdraw an open request (asked by mistake, or the file came another way). */
export async function cancelDocumentRequest(core: Core, actor: Actor, input: unknown): Promise<DocumentRequestView> {
  const { id } = parseInput(cancelDocumentRequestSchema, input);
  const em = core.em();
  await requirePermission(em, actor, 'edit_applications');
  return em.transactional(async (tx) => {
    const request = await tx.findOne(DocumentRequest, { id }, { populate: ['application', 'file'] });
    if (!request) throw new NotFoundError('Document request not found');
    if (request.status !== 'OPEN') throw new ConflictError('This request has already been answered or cancelled.', 'REQUEST_CLOSED');
    request.status = 'CANCELLED';
    recordActivity(tx, request.application, actor, `Withdrew the request for: ${titleOf(request)}`);
    audit(tx, actor, 'document.request_cancelled', { applicationId: request.application.id, requestId: request.id });
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: request.application.id } });
    await tx.flush();
    return toDocumentRequest(core, request);
  });
}

type Checked = { fileId: string | null; problems: string[] };

/** The wizard's own checks for a passport scan or photo; "another document" must be a PDF, JPG or PNG of at most 8 MB. */
async function checkProvidedFile(core: Core, actor: Actor, kind: DocumentRequest['kind'], bytes: Uint8Array): Promise<Checked> {
  if (kind === 'passport_scan') {
    const answer = await validatePassport(core, actor, { bytes });
    const ocrOff = answer.validationErrors.some((issue) => issue.code === 'OCR_DISABLED');
    return { fileId: answer.uploadId, problems: answer.valid || ocrOff ? [] : [answer.message] };
  }
  if (kind === 'photo') {
    const answer = await validatePhoto(core, actor, { bytes });
    return { fileId: answer.uploadId, problems: answer.checks.filter((check) => !check.passed).map((check) => check.message) };
  }
  if (bytes.byteLength === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty. Please choose a file.');
  if (bytes.byteLength > SUPPORTING_DOCUMENT_MAX_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 8 MB. Please upload a smaller file.');
  const type = sniffFileType(bytes);
  const accepted = SUPPORTING_DOCUMENT_TYPES.find((allowed) => allowed === type);
  if (!accepted) throw new AppError(400, 'UNSUPPORTED_FILE_TYPE', 'Please upload a PDF, JPG or PNG file.');
  const file = await storeFile(core.em().fork(), fileStore(core), { kind: 'supporting_document', bytes, contentType: accepted });
  return { fileId: file.id, problems: [] };
}

/**
 * The applicant answers a request from the portal. The file goes through the same checks as in the
 * wizard; a file that fails them is not taken and the applicant is told why. A taken file joins the
 * application, the request closes and the "documents missing" flag clears for that document.
 */
export async function provideRequestedDocument(core: Core, actor: Actor, input: unknown, upload: { bytes: Uint8Array }): Promise<DocumentProvided> {
  const applicant = requireApplicant(actor);
  const { requestId } = parseInput(provideDocumentSchema, input);
  const em = core.em();
  const request = await em.findOne(DocumentRequest, { id: requestId, application: { client: applicant.clientId } }, { populate: ['application', 'file'] });
  if (!request) throw new NotFoundError('Document request not found');
  if (request.status !== 'OPEN') throw new ConflictError('This request has already been answered or cancelled.', 'REQUEST_CLOSED');
  const checked = await checkProvidedFile(core, actor, request.kind, upload.bytes);
  if (checked.problems.length || !checked.fileId) return { provided: false, problems: checked.problems, request: toDocumentRequest(core, request) };
  return em.fork().transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(DocumentRequest, { id: request.id, status: 'OPEN' }, { status: 'PROVIDED', file: checked.fileId, providedAt: new Date() });
    if (!claimed) throw new ConflictError('This request has already been answered or cancelled.', 'REQUEST_CLOSED');
    const application = await tx.findOneOrFail(Application, { id: request.application.id });
    await tx.nativeUpdate(StoredFile, { id: checked.fileId }, { application: application.id });
    application.missingDocuments = application.missingDocuments.filter((kind) => kind !== (request.kind as FileKind));
    application.updatedAt = new Date();
    const closed = await tx.findOneOrFail(DocumentRequest, { id: request.id }, { populate: ['file'], refresh: true });
    recordActivity(tx, application, actor, `The applicant provided: ${titleOf(closed)}`, 'Applicant');
    audit(tx, actor, 'document.provided', { applicationId: application.id, requestId: request.id, fileId: checked.fileId });
    await publishEvent(tx, { type: 'application_updated', data: { applicationId: application.id } });
    await tx.flush();
    return { provided: true, problems: [], request: toDocumentRequest(core, closed) };
  });
}
