import { z } from 'zod';
import type { ApplicationStatus } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { checkHits, countHitsSql, type RateHit } from '../security/rate-limit.ts';
import { runPrepared } from '../db/prepared.ts';

const MISSING = 'Please enter both email and last name';
export const portalLookupSchema = z.object({
  email: z.string({ error: MISSING }).trim().toLowerCase().min(1, MISSING).max(254),
  lastName: z.string({ error: MISSING }).trim().min(1, MISSING).max(100),
});

/** Only what the portal shows; never another person's data. */
export type PortalApplication = { reference: string; status: ApplicationStatus; applicantName: string; createdAt: string; paidAt: string | null };

type PortalRow = {
  /** Null when no client has this e-mail. */
  is_active: boolean | null;
  reference: string | null;
  status: ApplicationStatus | null;
  first_name: string | null;
  last_name: string | null;
  created_at: string | Date | null;
  paid_at: string | Date | null;
};

export const UNABLE_TO_SIGN_IN = 'Unable to sign in. Please check your details and try again.';

/** Applications matching e-mail plus last name, case-insensitive and ignoring surrounding spaces. */
export async function lookupPortalApplications(core: Core, actor: Actor, input: unknown): Promise<{ applications: PortalApplication[] }> {
  const { email, lastName } = parseInput(portalLookupSchema, input);
  const rules = [
    { key: `portal:ip:${actorIp(actor) ?? 'unknown'}`, limit: 60, windowSeconds: 600 },
    { key: `portal:email:${email}`, limit: 20, windowSeconds: 600 },
  ];
  const counting = countHitsSql(rules, 3);
  // One round trip: count the look-up against the rate limits, then read the client (a unique e-mail)
  // and their matching applications. The first row always comes back, carrying the counts.
  const rows = await runPrepared<PortalRow & { hits: RateHit[] }>(
    core,
    'portal_lookup',
    `with counted as (${counting.sql})
     select (select json_agg(counted) from counted) as hits,
            c.is_active, a.reference, a.status, a.personal->>'firstName' as first_name, a.personal->>'lastName' as last_name, a.created_at, a.paid_at
       from (select 1) as always_one_row
       left join client c on c.email = $2
       left join application a on a.client_id = c.id and lower(trim(a.personal->>'lastName')) = $1
      order by a.created_at desc
      limit 50`,
    [lastName.toLowerCase(), email, ...counting.values],
  );
  checkHits(rules, rows[0]!.hits);
  if (rows[0]!.is_active === false) throw new AppError(403, 'ACCOUNT_SUSPENDED', UNABLE_TO_SIGN_IN);
  return {
    applications: rows
      .filter((row) => row.reference !== null)
      .map((row) => ({
        reference: row.reference!,
        status: row.status!,
        applicantName: [row.first_name, row.last_name].filter(Boolean).join(' '),
        createdAt: new Date(row.created_at!).toISOString(),
        paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      })),
  };
}
