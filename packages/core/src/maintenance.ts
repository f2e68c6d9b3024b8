import type { Core } from './core.ts';
import { runPrepared } from './db/prepared.ts';
import { purgeExpiredSessions } from './staff/queries.ts';
import { purgeOldWindows } from './security/queries.ts';
import { purgeExpiredPortalAccess } from './portal/session.ts';

/** Removes expired staff and portal sessions, used-up portal links and finished rate-limit windows; run hourly by the worker. */
export async function purgeExpiredRows(core: Core): Promise<{ sessions: number; portalAccess: number; rateLimits: number }> {
  const [sessions] = await runPrepared(core, purgeExpiredSessions, []);
  const [rateLimits] = await runPrepared(core, purgeOldWindows, []);
  return { sessions: sessions?.deleted ?? 0, portalAccess: await purgeExpiredPortalAccess(core), rateLimits: rateLimits?.deleted ?? 0 };
}
