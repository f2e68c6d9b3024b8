import { z } from 'zod';
import type { ApplicationStatus } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { Application, Client } from './entities.ts';

const MISSING = 'Please enter both email and last name';
export const portalLookupSchema = z.object({
  email: z.string({ error: MISSING }).trim().toLowerCase().min(1, MISSING).max(254),
  lastName: z.string({ error: MISSING }).trim().min(1, MISSING).max(100),
});

/** Only what the portal shows; never another person's data. */
export type PortalApplication = { reference: string; status: ApplicationStatus; applicantName: string; createdAt: string; paidAt: string | null };

export const UNABLE_TO_SIGN_IN = 'Unable to sign in. Please check your details and try again.';

/** Applications matching e-mail plus last name, case-insensitive and ignoring surrounding spaces. */
export async function lookupPortalApplications(core: Core, actor: Actor, input: unknown): Promise<{ applications: PortalApplication[] }> {
  const { email, lastName } = parseInput(portalLookupSchema, input);
  const em = core.em();
  await enforceRateLimits(em, [
    { key: `portal:ip:${actorIp(actor) ?? 'unknown'}`, limit: 60, windowSeconds: 600 },
    { key: `portal:email:${email}`, limit: 20, windowSeconds: 600 },
  ]);
  const client = await em.findOne(Client, { email });
  if (!client) return { applications: [] };
  if (!client.isActive) throw new AppError(403, 'ACCOUNT_SUSPENDED', UNABLE_TO_SIGN_IN);
  const rows = await em
    .createQueryBuilder(Application, 'a')
    .select(['a.id', 'a.reference', 'a.status', 'a.personal', 'a.createdAt', 'a.paidAt'])
    .where({ client: client.id })
    .andWhere(`lower(trim(a.personal->>'lastName')) = ?`, [lastName.toLowerCase()])
    .orderBy({ createdAt: 'desc' })
    .limit(50)
    .getResultList();
  return {
    applications: rows.map((a) => {
      const personal = a.personal as { firstName?: string; lastName?: string };
      return {
        reference: a.reference,
        status: a.status,
        applicantName: [personal.firstName, personal.lastName].filter(Boolean).join(' '),
        createdAt: a.createdAt.toISOString(),
        paidAt: a.paidAt?.toISOString() ?? null,
      };
    }),
  };
}
