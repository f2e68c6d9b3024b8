import { LockMode } from '@mikro-orm/core';
import { anonymisedEmail, clientIdSchema, type ClientDataErased, type ClientDataExport, type ExportedApplication, type FileKind } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { Activity, Application, Client } from '../applications/entities.ts';
import { ApplicationMessage, DocumentRequest } from '../portal/entities.ts';
import { isoDay } from '../applications/answers.ts';
import { AutomationRun } from '../automation/entities.ts';
import { EmailOutbox } from '../email/entities.ts';
import { Payment, Refund } from '../payments/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { anonymiseApplication } from '../retention/retention.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Groups rows by the id of their application, for the export's one list per application. */
function byApplication<T extends { application: { id: string } | null | undefined }>(rows: T[]): (application: Application) => T[] {
  return (application) => rows.filter((row) => row.application?.id === application.id);
}

/**
 * GET /api/admin/clients/{id}/export: everything held about one client, for a subject access
 * request — the account, and each application with its answers, the whole passport number
 * (decrypted: it is the subject's own), statuses, payments, refunds, history, e-mails and the
 * list of stored files. Needs manage_users; every export is audited.
 */
export async function exportClientData(core: Core, actor: Actor, input: unknown): Promise<ClientDataExport> {
  const { id } = parseInput(clientIdSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  return em.transactional(async (tx) => {
    const client = await tx.findOne(Client, { id });
    if (!client) throw new NotFoundError('Client not found');
    const applications = await tx.find(Application, { client }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const of = { application: { $in: applications } };
    const paymentsOf = byApplication(await tx.find(Payment, of, { orderBy: { createdAt: 'asc' } }));
    const refundsOf = byApplication(await tx.find(Refund, of, { orderBy: { createdAt: 'asc' } }));
    const activityOf = byApplication(await tx.find(Activity, of, { orderBy: { createdAt: 'asc', id: 'asc' } }));
    const emailsOf = byApplication(await tx.find(EmailOutbox, of, { orderBy: { createdAt: 'asc' } }));
    const filesOf = byApplication(await tx.find(StoredFile, of, { orderBy: { createdAt: 'asc' } }));
    const messagesOf = byApplication(await tx.find(ApplicationMessage, of, { orderBy: { createdAt: 'asc', id: 'asc' } }));
    const requestsOf = byApplication(await tx.find(DocumentRequest, of, { orderBy: { createdAt: 'asc' } }));
    const exported = applications.map(
      (application): ExportedApplication => ({
        id: application.id,
        reference: application.reference,
        status: application.status,
        paymentStatus: application.paymentStatus,
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
        paidAt: iso(application.paidAt),
        decidedAt: iso(application.decidedAt),
        anonymisedAt: iso(application.anonymisedAt),
        feePence: application.feePence ?? null,
        governmentReference: application.governmentReference ?? null,
        answers: { personal: application.personal, passport: application.passport, travel: application.travel, declarations: application.declarations },
        passportNumber: application.passportNumberEncrypted ? core.dataBox.open(application.passportNumberEncrypted) : null,
        dateOfBirth: isoDay(application.dateOfBirth),
        passportExpiry: isoDay(application.passportExpiry),
        arrivalDate: isoDay(application.arrivalDate),
        departureDate: isoDay(application.departureDate),
        ocrResult: application.ocrResult ?? null,
        payments: paymentsOf(application).map((p) => ({ id: p.id, provider: p.provider, amountPence: p.amountPence, currency: p.currency, status: p.status, paidAt: iso(p.paidAt), createdAt: p.createdAt.toISOString() })),
        refunds: refundsOf(application).map((r) => ({
          id: r.id,
          amountPence: r.amountPence,
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          decidedAt: iso(r.decidedAt),
          settledAt: iso(r.settledAt),
        })),
        // Who acted is given by kind only: staff members' own e-mails are not the subject's data.
        activity: activityOf(application).map((a) => ({ description: a.description, actorType: a.actorType, createdAt: a.createdAt.toISOString() })),
        emails: emailsOf(application).map((e) => ({ to: e.to, subject: e.subject, status: e.status, createdAt: e.createdAt.toISOString(), sentAt: iso(e.sentAt) })),
        files: filesOf(application).map((f) => ({ id: f.id, kind: f.kind as FileKind, contentType: f.contentType, sizeBytes: f.sizeBytes, createdAt: f.createdAt.toISOString() })),
        // Staff sign as the team (with a first name at most), as the applicant saw them.
        messages: messagesOf(application).map((m) => ({ author: m.author, authorName: m.authorName, body: m.body, createdAt: m.createdAt.toISOString() })),
        documentRequests: requestsOf(application).map((r) => ({ kind: r.kind, label: r.label ?? null, note: r.note, status: r.status, createdAt: r.createdAt.toISOString(), providedAt: iso(r.providedAt) })),
      }),
    );
    audit(tx, actor, 'client.data_exported', { clientId: client.id, applications: exported.map((a) => a.reference) });
    await tx.flush();
    return {
      exportedAt: new Date().toISOString(),
      client: { id: client.id, email: client.email, isActive: client.isActive, createdAt: client.createdAt.toISOString() },
      applications: exported,
    };
  });
}

/**
 * POST /api/admin/clients/{id}/erase: the client's request to be forgotten. Every application of
 * the client is anonymised now, whatever its age, as the retention job would, and the account's
 * e-mail becomes a placeholder; payments, refunds, statuses and fees stay for the figures.
 * Refused (409) while one of them is queued for or being submitted to the government. Needs
 * manage_users; audited without the e-mail, since the audit log is never rewritten.
 */
export async function eraseClientData(core: Core, actor: Actor, input: unknown): Promise<ClientDataErased> {
  const { id } = parseInput(clientIdSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'manage_users');
  return em.transactional(async (tx) => {
    const client = await tx.findOne(Client, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw new NotFoundError('Client not found');
    // Locked first, so no submission can be queued for them until this commits.
    const applications = await tx.find(Application, { client }, { orderBy: { createdAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    const active = await tx.find(AutomationRun, { application: { $in: applications }, status: { $in: ['queued', 'processing'] } }, { populate: ['application'] });
    if (active.length) {
      const references = [...new Set(active.map((run) => run.application.reference))].join(', ');
      throw new ConflictError(
        `${references} ${active.length === 1 ? 'is' : 'are'} queued for or being submitted to the government, so nothing was erased. Try again once the automated submission has ended.`,
        'SUBMISSION_IN_PROGRESS',
      );
    }
    const pending = applications.filter((application) => !application.anonymisedAt);
    const now = new Date();
    for (const application of pending) await anonymiseApplication(core, tx, application, actor, "erased at the client's request", now);
    client.email = anonymisedEmail(client.id);
    const erased: ClientDataErased = {
      clientId: client.id,
      email: client.email,
      anonymisedApplications: pending.map((application) => application.reference),
      alreadyAnonymised: applications.length - pending.length,
    };
    audit(tx, actor, 'client.data_erased', { clientId: erased.clientId, references: erased.anonymisedApplications, alreadyAnonymised: erased.alreadyAnonymised });
    await tx.flush();
    return erased;
  });
}
