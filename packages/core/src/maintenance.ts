import type { Core } from './core.ts';

/** Removes expired sessions and finished rate-limit windows; run hourly by the worker. */
export async function purgeExpiredRows(core: Core): Promise<{ sessions: number; rateLimits: number }> {
  const connection = core.em().getConnection();
  const sessions = await connection.execute<{ affectedRows: number }>(`delete from session where expires_at < now()`, [], 'run');
  const rateLimits = await connection.execute<{ affectedRows: number }>(`delete from rate_limit where window_start < now() - interval '1 day'`, [], 'run');
  return { sessions: Number(sessions.affectedRows ?? 0), rateLimits: Number(rateLimits.affectedRows ?? 0) };
}
