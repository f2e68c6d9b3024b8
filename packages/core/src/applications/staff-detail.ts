import type { EntityManager } from '@mikro-orm/postgresql';
import { applicationIdSchema, maskPassportNumber, RECENT_ACTIVITY_LIMIT, type ActivityEntry, type FileKind, type StaffApplication } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { permissionsOfRole, requirePermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { StoredFile } from '../storage/entities.ts';
import { answerText, isoDay, type Answers } from './answers.ts';
import { signFileUrl } from '../storage/signed-urls.ts';
import { AutomationRun } from '../automation/entities.ts';
import { hasActiveCode } from '../codes/service.ts';
import { Activity, Application } from './entities.ts';
import { ApplicationMessage } from '../portal/entities.ts';

/** Signed document links stay valid this long: enough to look, too short to pass around. */
export const DOCUMENT_URL_SECONDS = 600;
/** The full passport number is shown to those who may edit applications (they type it into the government form). */
export const REVEAL_PERMISSION = 'edit_applications' as const;


async function findApplication(em: EntityManager, input: unknown): Promise<Application & { client: { email: string } }> {
  const { id } = parseInput(applicationIdSchema, input);
  const application = await em.findOne(Application, { id }, { populate: ['client'] });
  if (!application) throw new NotFoundError('Application not found');
  return application;
}

/** One application with every answer (passport masked), its documents behind signed URLs, its code and automation state. */
export async function getStaffApplication(core: Core, actor: Actor, input: unknown): Promise<StaffApplication> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const application = await findApplication(em, input);
  const [files, activeCode, run, permissions, unreadMessages] = await Promise.all([
    em.find(StoredFile, { application, kind: { $in: ['passport_scan', 'photo', 'decision_pdf'] } }, { orderBy: { createdAt: 'asc' } }),
    hasActiveCode(em, application, new Date()),
    em.findOne(AutomationRun, { application }, { orderBy: { createdAt: 'desc' } }),
    actor.type === 'staff' || actor.type === 'admin' ? permissionsOfRole(em, actor.role) : Promise.resolve([REVEAL_PERMISSION]),
    em.count(ApplicationMessage, { application, author: 'applicant', readAt: null }),
  ]);
  const personal = application.personal as Answers;
  const passport = application.passport as Answers;
  const travel = application.travel as Answers;
  const masked = maskPassportNumber(application.passportNumberLast4 ?? null);
  const address = ['addressLine1', 'addressLine2', 'addressLine3', 'town', 'postcode', 'country'].map((k) => answerText(travel, k)).filter(Boolean);
  return {
    id: application.id,
    reference: application.reference,
    status: application.status,
    paymentStatus: application.paymentStatus,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    paidAt: application.paidAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    version: application.version,
    feePence: application.feePence ?? null,
    internalEmail: application.internalEmail,
    personal: { firstName: answerText(personal, 'firstName'), lastName: answerText(personal, 'lastName'), email: application.client.email },
    passport: { number: masked },
    missingDocuments: application.missingDocuments as FileKind[],
    unreadMessages,
    formData: {
      personalDetails: {
        firstName: answerText(personal, 'firstName'),
        middleName: answerText(personal, 'middleName'),
        lastName: answerText(personal, 'lastName'),
        dateOfBirth: isoDay(application.dateOfBirth),
        nationality: answerText(personal, 'nationality'),
        hasOtherNationalities: answerText(personal, 'hasOtherNationalities'),
        phoneNumber: answerText(personal, 'phone'),
        emailAddress: application.client.email,
      },
      passportDetails: {
        passportNumber: masked,
        passportExpiryDate: isoDay(application.passportExpiry),
        countryOfIssue: answerText(passport, 'country'),
        placeOfIssue: answerText(passport, 'placeOfIssue'),
      },
      travelDetails: {
        arrivalDate: isoDay(application.arrivalDate),
        departureDate: isoDay(application.departureDate),
        ukAddress: address.join(', '),
        purposeOfVisit: answerText(travel, 'purposeOfVisit'),
        job: answerText(travel, 'hasJob') === 'no' ? 'No job' : answerText(travel, 'job'),
      },
      declarations: application.declarations,
    },
    ocr: application.ocrResult ?? null,
    documents: files.map((file) => ({
      id: file.id,
      kind: file.kind,
      contentType: file.contentType,
      url: signFileUrl(core.config, file.id, { expiresInSeconds: DOCUMENT_URL_SECONDS }),
    })),
    canRevealPassport: permissions.includes(REVEAL_PERMISSION),
    hasActiveCode: activeCode,
    automation: run
      ? {
          id: run.id,
          status: run.status,
          position: run.position ?? null,
          error: run.error ?? null,
          headless: run.headless,
          traceUrl: run.traceFileId && actor.type === 'admin' ? signFileUrl(core.config, run.traceFileId, { expiresInSeconds: DOCUMENT_URL_SECONDS }) : null,
        }
      : null,
    governmentReference: application.governmentReference ?? null,
  };
}

/** The full passport number, for those allowed; every reveal is audited with who and when. */
export async function revealPassportNumber(core: Core, actor: Actor, input: unknown): Promise<{ passportNumber: string }> {
  const em = core.em();
  await requirePermission(em, actor, REVEAL_PERMISSION);
  return em.transactional(async (tx) => {
    const application = await findApplication(tx, input);
    if (!application.passportNumberEncrypted) throw new NotFoundError('This application has no passport number');
    audit(tx, actor, 'application.passport_revealed', { applicationId: application.id, reference: application.reference });
    return { passportNumber: core.dataBox.open(application.passportNumberEncrypted) };
  });
}

const actorLabel = (activity: Activity) => activity.actorName ?? (activity.actorType === 'system' ? 'System' : activity.actorType);

function toActivityEntry(activity: Activity, reference: string | null): ActivityEntry {
  return {
    id: activity.id,
    description: activity.description,
    actor: actorLabel(activity),
    createdAt: activity.createdAt.toISOString(),
    applicationId: activity.application?.id ?? null,
    reference,
  };
}

/** The application's history, newest first: creation, payment, status changes, codes, automation. */
export async function applicationActivities(core: Core, actor: Actor, input: unknown): Promise<{ activities: ActivityEntry[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const application = await findApplication(em, input);
  const rows = await em.find(Activity, { application }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
  return { activities: rows.map((row) => toActivityEntry(row, application.reference)) };
}

/** The dashboard's Recent Activity: the latest events on any application. */
export async function recentActivities(core: Core, actor: Actor): Promise<{ activities: ActivityEntry[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const rows = await em.find(Activity, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_ACTIVITY_LIMIT, populate: ['application'] });
  return { activities: rows.map((row) => toActivityEntry(row, row.application?.reference ?? null)) };
}

/** The latest automated submission's screenshots, in capture order, as signed URLs. */
export async function applicationScreenshots(core: Core, actor: Actor, input: unknown): Promise<{ presignedUrls: string[] }> {
  const em = core.em();
  await requirePermission(em, actor, 'view_applications');
  const application = await findApplication(em, input);
  const run = await em.findOne(AutomationRun, { application }, { orderBy: { createdAt: 'desc' } });
  const ids = run?.screenshotFileIds ?? [];
  return { presignedUrls: ids.map((id) => signFileUrl(core.config, id, { expiresInSeconds: DOCUMENT_URL_SECONDS })) };
}
