import type { StaffRole } from '@eta/domain';
import { sql } from '../db/prepared.ts';

/** A session and its user, by the token's hash: the check every staff request makes. */
export const sessionByTokenHash = sql<{ session_id: string; created_at: Date; expires_at: Date; last_seen_at: Date; user_id: string; email: string; role: StaffRole; is_active: boolean }>(
  'session_check',
  `select s.id as session_id, s.created_at, s.expires_at, s.last_seen_at, u.id as user_id, u.email, u.role, u.is_active
     from session s join staff_user u on u.id = s.user_id
    where s.token_hash = $1`,
);

/** Slides a session's idle expiry: $1 now, $2 the new expiry, $3 the session. */
export const touchSession = sql('session_touch', 'update session set last_seen_at = $1, expires_at = $2 where id = $3');

/** Which of these sessions ($1) are still live: not expired, younger than $2 hours, their user active. */
export const liveSessions = sql<{ id: string }>(
  'session_live',
  `select s.id from session s join staff_user u on u.id = s.user_id
    where s.id = any($1::uuid[]) and s.expires_at > now() and s.created_at > now() - make_interval(hours => $2) and u.is_active`,
);

/** Deletes expired sessions; answers how many. */
export const purgeExpiredSessions = sql<{ deleted: number }>(
  'session_purge',
  'with gone as (delete from session where expires_at < now() returning 1) select count(*)::int as deleted from gone',
);
