import type { Core } from './core.ts';
import { runPrepared } from './db/prepared.ts';
import { purgeExpiredSessions } from './staff/queries.ts';
import { purgeOldWindows } from './security/queries.ts';

/** Removes expired sessions and finished rate-limit windows; run hourly by the worker. */
export async function purgeExpiredRows(core: Core): Promise<{ sessions: number; rateLimits: number }> {
  const [sessions] = await runPrepared(core, purgeExpiredSessions, []);
  const [rateLimits] = await runPrepared(core, purgeOldWindows, []);
  return { sessions: sessions?.deleted ?? 0, rateLimits: rateLimits?.deleted ?? 0 };
}
