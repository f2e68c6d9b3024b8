import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_LABELS, formatPence, type ApplicationStatus } from '@eta/domain';
import type { Core } from '../core.ts';
import { getSetting } from '../admin/settings.ts';
import { queueEmail } from '../email/outbox.ts';
import type { Application, Client } from './entities.ts';

type Notifiable = Application & { client: Client };

const personalOf = (application: Application) => application.personal as { firstName?: string; lastName?: string };

/** The site's address, without a trailing slash: PUBLIC_URL, or the local server. */
export function publicUrl(core: Core): string {
  return core.config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${core.config.PORT}`;
}

export function portalUrl(core: Core): string {
  return `${publicUrl(core)}/portal`;
}

/**
 * Queues the applicant e-mail a status change calls for, in the caller's transaction, only when
 * the admin's e-mail settings allow it and the application still holds personal data. `payment`
 * marks the move to RECEIVED by a payment.
 */
export async function notifyApplicant(
  core: Core,
  em: EntityManager,
  application: Notifiable,
  change: { status: ApplicationStatus; payment?: boolean; explanation?: string; /** Files sent with the e-mail: the approved ETA's PDF. */ attachmentFileIds?: string[] },
): Promise<void> {
  // An anonymised application has nobody left to write to.
  if (application.anonymisedAt) return;
  const settings = await getSetting(em, 'emailSettings');
  if (!settings.enabled) return;
  const base = {
    to: application.client.email,
    applicationId: application.id,
  };
  const mail = { firstName: personalOf(application).firstName ?? 'applicant', reference: application.reference, portalUrl: portalUrl(core) };
  if (change.payment) {
    if (settings.paymentConfirmation) {
      await queueEmail(em, { ...base, template: 'payment_confirmation', data: { ...mail, amount: formatPence(application.feePence ?? 0) } });
    } else if (settings.applicationReceived) {
      await queueEmail(em, { ...base, template: 'application_received', data: mail });
    }
    return;
  }
  switch (change.status) {
    case 'RECEIVED':
      if (settings.applicationReceived) await queueEmail(em, { ...base, template: 'application_received', data: mail });
      return;
    case 'APPROVED':
      if (settings.approvalNotification) {
        await queueEmail(em, { ...base, template: 'application_approved', data: { ...mail, etaAttached: Boolean(change.attachmentFileIds?.length) }, attachmentFileIds: change.attachmentFileIds ?? [] });
      }
      return;
    case 'REFUSED':
      if (settings.rejectionNotification) {
        const explanation = change.explanation?.trim() || 'The UK authorities did not give a reason. Our team will contact you with the details they provided.';
        await queueEmail(em, { ...base, template: 'application_refused', data: { ...mail, explanation } });
      }
      return;
    case 'DRAFT':
      return;
    default:
      if (settings.statusUpdate) await queueEmail(em, { ...base, template: 'status_update', data: { ...mail, statusLabel: STATUS_LABELS[change.status] } });
  }
}
