import { CHART_DAYS, type ApplicationSeries, type StaffStats } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { runPrepared } from '../db/prepared.ts';
import * as queries from './queries.ts';

/** Total (every submitted application), In Review, Approved, Refused. */
export async function staffStats(core: Core, actor: Actor): Promise<StaffStats> {
  await requirePermission(core.em(), actor, 'view_applications');
  const [row] = await runPrepared(core, queries.staffStats, []);
  return { total: row?.total ?? 0, inReview: row?.in_review ?? 0, approved: row?.approved ?? 0, refused: row?.refused ?? 0 };
}

/** Applications Over Time: new and paid applications per day, the last 30 days. */
export async function applicationSeries(core: Core, actor: Actor): Promise<ApplicationSeries> {
  await requirePermission(core.em(), actor, 'view_applications');
  const rows = await runPrepared(core, queries.applicationSeries, [CHART_DAYS]);
  return { days: rows.map((row) => ({ date: row.day, created: row.created, paid: row.paid })) };
}
