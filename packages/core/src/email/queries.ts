import { sql } from '../db/prepared.ts';

export type ClaimedRow = { id: string; to_address: string; reply_to: string | null; template: string; subject: string; text_body: string; html_body: string; attempts: number; attachment_file_ids: string[] | null };

/** Claims up to $1 due messages for $2 seconds (SENDING); SKIP LOCKED keeps two workers off the same rows. */
export const claimDue = sql<ClaimedRow>(
  'outbox_claim',
  `update email_outbox set status = 'SENDING', attempts = attempts + 1, claimed_until = now() + make_interval(secs => $2)
    where id in (select id from email_outbox
                  where (status = 'PENDING' and next_attempt_at <= now()) or (status = 'SENDING' and claimed_until < now())
                  order by created_at limit $1 for update skip locked)
    returning id, to_address, reply_to, template, subject, text_body, html_body, attempts, attachment_file_ids`,
);

export const markSent = sql('outbox_sent', `update email_outbox set status = 'SENT', sent_at = now(), last_error = null, claimed_until = null where id = $1`);

/** Back to PENDING with the error ($2), tried again in $3 seconds. */
export const reschedule = sql(
  'outbox_retry',
  `update email_outbox set status = 'PENDING', last_error = $2, claimed_until = null, next_attempt_at = now() + make_interval(secs => $3) where id = $1`,
);
