import {
  BULK_EMAIL_TEMPLATE_LABELS,
  BULK_EMAIL_TRIGGERS,
  bulkActionSchema,
  bulkFailureReason,
  STATUS_LABELS,
  type ApplicationStatus,
  type BulkActionRequest,
  type BulkActionResult,
  type BulkItemResult,
} from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { runPrepared } from '../db/prepared.ts';
import { AppError } from '../errors.ts';
import { queueEmail } from '../email/outbox.ts';
import { getSetting } from './settings.ts';
import { changeApplicationStatus } from '../applications/status.ts';
import { portalUrl } from '../applications/notify.ts';
import { parseInput } from '../validation.ts';
import { selectedApplications } from './search-queries.ts';
import { BULK_DOWNLOAD_ACTIONS, signDownloadUrl } from './downloads.ts';

type Selected = Awaited<ReturnType<typeof loadSelection>>;

async function loadSelection(core: Core, ids: string[]) {
  const rows = await runPrepared(core, selectedApplications, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

const DOCUMENT_NAMES: Record<string, string> = { passport_scan: 'a passport scan', photo: 'a photo' };

/**
 * POST /api/admin/bulk-actions (staff-admin §2, §7): up to 500 selected applications at once.
 * update-status moves each through `changeApplicationStatus` (its own transaction, permission,
 * activity, audit, event and e-mail) and reports each one; send-email queues the chosen applicant
 * e-mail if its trigger is on; download-docs and export answer a signed link, valid 10 minutes.
 * Every call writes one audit row of its own.
 */
export async function runBulkAction(core: Core, actor: Actor, input: unknown, now = new Date()): Promise<BulkActionResult> {
  const request = parseInput(bulkActionSchema, input);
  const ids = [...new Set(request.ids)];
  const writes = request.action === 'update-status' || request.action === 'send-email';
  await requireAdminPermission(core.em(), actor, writes ? 'edit_applications' : 'view_applications');
  const selection = await loadSelection(core, ids);
  switch (request.action) {
    case 'update-status':
      return updateStatuses(core, actor, ids, request.status!, selection);
    case 'send-email':
      return sendEmails(core, actor, ids, request, selection);
    case 'download-docs':
    case 'export':
      return signedDownload(core, actor, ids, request.action, selection, now);
  }
}

async function updateStatuses(core: Core, actor: Actor, ids: string[], status: NonNullable<BulkActionRequest['status']>, selection: Selected): Promise<BulkActionResult> {
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    const application = selection.get(id);
    if (!application) {
      results.push({ id, reference: null, outcome: 'failed', code: 'NOT_FOUND', reason: bulkFailureReason('NOT_FOUND', '') });
      continue;
    }
    const reference = application.reference;
    if (application.status === status) {
      results.push({ id, reference, outcome: 'unchanged', reason: `is already ${STATUS_LABELS[status]}` });
      continue;
    }
    try {
      await changeApplicationStatus(core, actor, { applicationId: id, status });
      results.push({ id, reference, outcome: 'updated' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, reference, outcome: 'failed', code: error.code, reason: bulkFailureReason(error.code, error.message) });
    }
  }
  const count = (outcome: BulkItemResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const result = { action: 'update-status' as const, status, updated: count('updated'), unchanged: count('unchanged'), failed: count('failed'), results };
  await core.em().transactional(async (tx) => {
    audit(tx, actor, 'admin.bulk.update_status', {
      status,
      count: ids.length,
      updated: result.updated,
      unchanged: result.unchanged,
      failed: results.filter((r) => r.outcome === 'failed').map((r) => ({ id: r.id, reference: r.reference, code: r.code })),
    });
    await tx.flush();
  });
  return result;
}

async function sendEmails(core: Core, actor: Actor, ids: string[], request: BulkActionRequest, selection: Selected): Promise<BulkActionResult> {
  const template = request.template!;
  const label = BULK_EMAIL_TEMPLATE_LABELS[template];
  return core.em().transactional(async (tx) => {
    const settings = await getSetting(tx, 'emailSettings');
    const allowed = settings.enabled && settings[BULK_EMAIL_TRIGGERS[template]];
    const results: BulkItemResult[] = [];
    for (const id of ids) {
      const application = selection.get(id);
      const reference = application?.reference ?? null;
      if (!application) results.push({ id, reference, outcome: 'skipped', code: 'NOT_FOUND', reason: 'was not found' });
      else if (!allowed) results.push({ id, reference, outcome: 'skipped', reason: `was not e-mailed: ${label} e-mails are turned off in Email Notifications` });
      else if (!application.email) results.push({ id, reference, outcome: 'skipped', reason: 'has no e-mail address' });
      else {
        const mail = { firstName: application.first_name ?? 'applicant', reference: application.reference, portalUrl: portalUrl(core) };
        const base = { to: application.email, applicationId: id };
        if (template === 'document_request') {
          const documents = application.missing_documents.map((kind) => DOCUMENT_NAMES[kind] ?? kind);
          await queueEmail(tx, { ...base, template, data: { ...mail, documents } });
        } else {
          await queueEmail(tx, { ...base, template, data: { ...mail, statusLabel: STATUS_LABELS[application.status as ApplicationStatus] } });
        }
        results.push({ id, reference, outcome: 'queued' });
      }
    }
    const queued = results.filter((r) => r.outcome === 'queued').length;
    audit(tx, actor, 'admin.bulk.send_email', { template, count: ids.length, queued, skipped: ids.length - queued, applicationIds: results.filter((r) => r.outcome === 'queued').map((r) => r.id) });
    await tx.flush();
    return { action: 'send-email' as const, template, queued, skipped: ids.length - queued, results };
  });
}

async function signedDownload(core: Core, actor: Actor, ids: string[], action: 'download-docs' | 'export', selection: Selected, now: Date): Promise<BulkActionResult> {
  const found = ids.filter((id) => selection.has(id));
  const auditId = await core.em().transactional(async (tx) => {
    // The audit row is the download's record: the signed link names it, and it holds the selection.
    const row = audit(tx, actor, action === 'export' ? BULK_DOWNLOAD_ACTIONS.csv : BULK_DOWNLOAD_ACTIONS.zip, { count: found.length, ids: found });
    await tx.flush();
    return row.id;
  });
  const { url, expiresAt } = signDownloadUrl(core.config, auditId, { now });
  return { action, count: found.length, downloadUrl: url, expiresAt: expiresAt.toISOString() };
}
