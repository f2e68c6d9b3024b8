import DataLoader from 'dataloader';
import { fullName, portalLookupSchema, UNABLE_TO_SIGN_IN, type PortalApplication } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { checkHits, clientAddressKey, countHitsSql, hitsPerCall, type RateRule } from '../security/rate-limit.ts';
import { runPrepared } from '../db/prepared.ts';
import { portalLookup, type PortalRow } from './queries.ts';

/** Applications matching e-mail plus last name, case-insensitive and ignoring surrounding spaces. */
export async function lookupPortalApplications(core: Core, actor: Actor, input: unknown): Promise<{ applications: PortalApplication[] }> {
  const { email, lastName } = parseInput(portalLookupSchema, input);
  const applications = await portalLookups(core).load({ email, lastName: lastName.toLowerCase(), ip: clientAddressKey(actorIp(actor)) });
  return { applications };
}

type PortalLookup = { email: string; lastName: string; ip: string };

const rulesFor = (lookup: PortalLookup): RateRule[] => [
  { key: `portal:ip:${lookup.ip}`, limit: 60, windowSeconds: 600 },
  { key: `portal:email:${lookup.email}`, limit: 20, windowSeconds: 600 },
];

/**
 * Look-ups that arrive in the same turn of the event loop are answered by one statement: under
 * load, one round trip and one commit serve many visitors, which is what keeps the portal fast.
 * Each look-up still gets its own answer, its own rate-limit verdict, and its own error.
 */
const loaders = new WeakMap<Core, DataLoader<PortalLookup, PortalApplication[]>>();
function portalLookups(core: Core): DataLoader<PortalLookup, PortalApplication[]> {
  let loader = loaders.get(core);
  if (!loader) {
    loader = new DataLoader((lookups) => lookupBatch(core, lookups), { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) });
    loaders.set(core, loader);
  }
  return loader;
}

/**
 * One statement for the whole batch. Should it fail, each look-up is tried again on its own, so a
 * look-up that breaks the statement fails alone instead of taking its neighbours down with it.
 */
export async function lookupBatch(core: Core, lookups: readonly PortalLookup[]): Promise<(PortalApplication[] | Error)[]> {
  try {
    return await lookupTogether(core, lookups);
  } catch (error) {
    if (lookups.length === 1) return [error as Error];
    return Promise.all(lookups.map(async (lookup) => (await lookupBatch(core, [lookup]))[0]!));
  }
}

async function lookupTogether(core: Core, lookups: readonly PortalLookup[]): Promise<(PortalApplication[] | Error)[]> {
  const rules = lookups.map(rulesFor);
  const counting = countHitsSql(rules, 3);
  const rows = await runPrepared(core, portalLookup, [lookups.map((l) => l.email), lookups.map((l) => l.lastName), ...counting.values]);
  const hits = hitsPerCall(rules, rows[0]!.hits!);
  const rowsOf = lookups.map((): PortalRow[] => []);
  for (const row of rows) rowsOf[row.lookup - 1]!.push(row);
  return rowsOf.map((own, index) => {
    try {
      checkHits(rules[index]!, hits[index]!);
      if (own[0]!.is_active === false) throw new AppError(403, 'ACCOUNT_SUSPENDED', UNABLE_TO_SIGN_IN);
      return own.filter((row) => row.reference !== null).map(toPortalApplication);
    } catch (error) {
      return error as Error;
    }
  });
}

const toPortalApplication = (row: PortalRow): PortalApplication => ({
  reference: row.reference!,
  status: row.status!,
  applicantName: fullName(row.first_name, row.last_name),
  createdAt: new Date(row.created_at!).toISOString(),
  paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
});
