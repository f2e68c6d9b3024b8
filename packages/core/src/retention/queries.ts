// The retention job's SQL. It runs inside the batch's ORM transaction, so it takes the ORM's `?`
// placeholders rather than being a prepared statement on a pooled connection of its own.

/**
 * Up to ? applications (oldest first) still holding personal data whose last activity — the later
 * of `updated_at` and their newest activity row — is before ? (given twice), locked for this batch.
 * Applications queued for or being submitted to the government wait for their run to end; rows
 * another worker already locked are skipped, so two workers never take the same application.
 */
export const DUE_FOR_ANONYMISATION = `
  select a.id from application a
   where a.anonymised_at is null
     and a.updated_at < ?
     and not exists (select 1 from activity v where v.application_id = a.id and v.created_at >= ?)
     and not exists (select 1 from automation_run r where r.application_id = a.id and r.status in ('queued', 'processing'))
   order by a.updated_at, a.id
   limit ?
   for update of a skip locked`;
