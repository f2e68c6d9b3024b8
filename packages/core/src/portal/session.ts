import {
  PORTAL_LINK_INVALID,
  PORTAL_LINK_MINUTES,
  PORTAL_LINK_SENT,
  PORTAL_SESSION_ENDED,
  PORTAL_SESSION_MINUTES,
  portalLinkRequestSchema,
  portalOpenSchema,
  type PortalSession as PortalSessionView,
} from '@eta/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Core } from '../core.ts';
import { actorIp, anonymous, type Actor } from '../auth/actor.ts';
import { AppError, UnauthorizedError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { clientAddressKey, enforceRateLimits } from '../security/rate-limit.ts';
import { hashToken, newSessionToken } from '../staff/tokens.ts';
import { audit } from '../audit/audit.ts';
import { queueEmail } from '../email/outbox.ts';
import { Application, type Client } from '../applications/entities.ts';
import { portalUrl, publicUrl } from '../applications/notify.ts';
import { PortalLink, PortalSession } from './entities.ts';

export type ApplicantActor = Extract<Actor, { type: 'applicant' }>;

const minutes = (n: number) => n * 60_000;

/**
 * Creates a single-use link for `client` in the caller's transaction and answers its address. The
 * token travels in the fragment (`#token=`), so it never reaches a server log or a Referer header.
 */
export async function newPortalLink(core: Core, em: EntityManager, client: Client, now = new Date()): Promise<string> {
  const token = newSessionToken();
  em.create(PortalLink, { tokenHash: hashToken(token), client, expiresAt: new Date(now.getTime() + minutes(PORTAL_LINK_MINUTES)) });
  return `${publicUrl(core)}/portal/open#token=${token}`;
}

/** An e-mail to the applicant about one application: its envelope, the greeting data, and a fresh single-use link into the portal. */
export async function portalMail(core: Core, em: EntityManager, application: Application & { client: Client }) {
  return {
    envelope: { to: application.client.email, applicationId: application.id },
    data: { firstName: (application.personal as { firstName?: string }).firstName ?? 'applicant', reference: application.reference, portalUrl: portalUrl(core) },
    link: await newPortalLink(core, em, application.client),
  };
}

/**
 * E-mails a portal link to the address of applications matching e-mail and last name. The answer is
 * the same whether or not anything matched; only the rate limit (per address and per e-mail) differs.
 */
export async function requestPortalLink(core: Core, actor: Actor, input: unknown): Promise<{ message: string }> {
  const { email, lastName } = parseInput(portalLinkRequestSchema, input);
  await enforceRateLimits(core, [
    { key: `portal-link:ip:${clientAddressKey(actorIp(actor))}`, limit: 10, windowSeconds: 600 },
    { key: `portal-link:email:${email}`, limit: 3, windowSeconds: 600 },
  ]);
  await core.em().transactional(async (tx) => {
    const candidates = await tx.find(Application, { client: { email, isActive: true }, status: { $ne: 'DRAFT' } }, { populate: ['client'], orderBy: { createdAt: 'desc' } });
    const application = candidates.find((candidate) => sameLastName((candidate.personal as { lastName?: string }).lastName, lastName));
    if (!application) return;
    const { envelope, data, link } = await portalMail(core, tx, application);
    await queueEmail(tx, { to: envelope.to, template: 'portal_link', data: { firstName: data.firstName, link, minutes: PORTAL_LINK_MINUTES, portalUrl: data.portalUrl } });
    audit(tx, actor, 'portal.link_sent', { clientId: application.client.id });
  });
  return { message: PORTAL_LINK_SENT };
}

/** As the status look-up matches: case-insensitive, ignoring surrounding spaces. */
const sameLastName = (answered: string | undefined, given: string) => (answered ?? '').trim().toLowerCase() === given.trim().toLowerCase();

/** Trades a link's token for a portal session: once only, within its 30 minutes. */
export async function openPortalSession(core: Core, actor: Actor, input: unknown, now = new Date()): Promise<{ token: string; session: PortalSessionView }> {
  const { token } = parseInput(portalOpenSchema, input);
  await enforceRateLimits(core, [{ key: `portal-open:ip:${clientAddressKey(actorIp(actor))}`, limit: 30, windowSeconds: 600 }]);
  return core.em().transactional(async (tx) => {
    // Claimed in one statement, so two clicks on the same link cannot both open a session.
    const claimed = await tx.nativeUpdate(PortalLink, { tokenHash: hashToken(token), usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (!claimed) throw new AppError(401, 'PORTAL_LINK_INVALID', PORTAL_LINK_INVALID);
    const link = await tx.findOneOrFail(PortalLink, { tokenHash: hashToken(token) }, { populate: ['client'] });
    if (!link.client.isActive) throw new AppError(401, 'PORTAL_LINK_INVALID', PORTAL_LINK_INVALID);
    const sessionToken = newSessionToken();
    const expiresAt = new Date(now.getTime() + minutes(PORTAL_SESSION_MINUTES));
    tx.create(PortalSession, { tokenHash: hashToken(sessionToken), client: link.client, expiresAt });
    audit(tx, { type: 'applicant', clientId: link.client.id, email: link.client.email, ip: actorIp(actor) ?? undefined }, 'portal.session_opened', {});
    return { token: sessionToken, session: { email: link.client.email, expiresAt: expiresAt.toISOString() } };
  });
}

/** The applicant a portal session cookie names, or an anonymous caller when it is missing or over. */
export async function actorFromPortalSession(core: Core, token: string | undefined, ip?: string, now = new Date()): Promise<Actor> {
  if (!token) return anonymous(ip);
  const session = await core.em().findOne(PortalSession, { tokenHash: hashToken(token), expiresAt: { $gt: now } }, { populate: ['client'] });
  if (!session || !session.client.isActive) return anonymous(ip);
  return { type: 'applicant', clientId: session.client.id, email: session.client.email, ...(ip ? { ip } : {}) };
}

/** The applicant behind a portal call; anyone else is told to ask for a new link. */
export function requireApplicant(actor: Actor): ApplicantActor {
  if (actor.type !== 'applicant') throw new UnauthorizedError(PORTAL_SESSION_ENDED, 'PORTAL_SESSION_REQUIRED');
  return actor;
}

export async function endPortalSession(core: Core, token: string | undefined): Promise<void> {
  if (token) await core.em().nativeDelete(PortalSession, { tokenHash: hashToken(token) });
}

/** Sessions and links past their end (the hourly maintenance). */
export async function purgeExpiredPortalAccess(core: Core, now = new Date()): Promise<number> {
  const em = core.em();
  const sessions = await em.nativeDelete(PortalSession, { expiresAt: { $lt: now } });
  const links = await em.nativeDelete(PortalLink, { expiresAt: { $lt: new Date(now.getTime() - minutes(24 * 60)) } });
  return sessions + links;
}
