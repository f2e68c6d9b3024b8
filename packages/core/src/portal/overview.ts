import { fullName, type PortalOverview } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { Application } from '../applications/entities.ts';
import { StoredFile } from '../storage/entities.ts';
import { signFileUrl } from '../storage/signed-urls.ts';
import { requireApplicant } from './session.ts';
import { documentRequestsOf, toDocumentRequest } from './documents.ts';
import { messagesOf, toMessage } from './messages.ts';

/** Long enough to click, short enough that a forwarded page does not hand the ETA on. */
const ETA_LINK_SECONDS = 300;

/** Everything the signed-in portal shows for the session's client: each paid application with its requests, thread and ETA. */
export async function portalOverview(core: Core, actor: Actor): Promise<PortalOverview> {
  const applicant = requireApplicant(actor);
  const em = core.em();
  const applications = await em.find(Application, { client: applicant.clientId, status: { $ne: 'DRAFT' }, anonymisedAt: null }, { orderBy: { createdAt: 'desc' } });
  const ids = applications.map((application) => application.id);
  const [requests, messages, etas] = await Promise.all([
    documentRequestsOf(em, ids),
    messagesOf(em, ids),
    em.find(StoredFile, { application: { $in: ids }, kind: 'decision_pdf' }, { orderBy: { createdAt: 'desc' } }),
  ]);
  return {
    email: applicant.email,
    applications: applications.map((application) => {
      const own = <T extends { application: { id: string } }>(rows: T[]) => rows.filter((row) => row.application.id === application.id);
      const thread = own(messages);
      const eta = application.status === 'APPROVED' ? etas.find((file) => file.application?.id === application.id) : undefined;
      const personal = application.personal as { firstName?: string; lastName?: string };
      return {
        reference: application.reference,
        status: application.status,
        applicantName: fullName(personal.firstName ?? null, personal.lastName ?? null),
        createdAt: application.createdAt.toISOString(),
        paidAt: application.paidAt?.toISOString() ?? null,
        documentRequests: own(requests).map((request) => toDocumentRequest(core, request)),
        messages: thread.map(toMessage),
        unreadMessages: thread.filter((message) => message.author === 'staff' && !message.readAt).length,
        eta: eta ? { url: signFileUrl(core.config, eta.id, { expiresInSeconds: ETA_LINK_SECONDS }) } : null,
      };
    }),
  };
}
