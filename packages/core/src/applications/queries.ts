import type { ApplicationStatus, FileKind, PaymentStatus } from '@eta/domain';
import { sql } from '../db/prepared.ts';
import { countHitsText, type RateHit } from '../security/queries.ts';

/** The browser draft with this key, locked for the rest of the submission. */
export const findDraftByKey = sql<{ id: string; reference: string; status: string }>(
  'apply_find_draft',
  'select id, reference, status from application where draft_key = $1 for update',
);

/** The answers' columns, in the order `answersOf` gives them: $2 … $14 here, after the draft's id. */
export const updateDraft = sql(
  'apply_update_draft',
  `update application set client_id = $2, personal = $3, passport = $4, passport_number_encrypted = $5, passport_number_last4 = $6,
          travel = $7, declarations = $8, ocr_result = $9, date_of_birth = $10, passport_expiry = $11, arrival_date = $12, departure_date = $13,
          missing_documents = $14, updated_at = now(), version = version + 1
    where id = $1`,
);

/** The application and its first activity row, in one statement: reference, mailbox, draft key, the answers ($4 … $16), actor type and name. */
export const createDraft = sql<{ id: string }>(
  'apply_create_draft',
  `with created as (
     insert into application (id, reference, internal_email, draft_key, client_id, personal, passport, passport_number_encrypted,
                              passport_number_last4, travel, declarations, ocr_result, date_of_birth, passport_expiry, arrival_date,
                              departure_date, missing_documents, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now(), now())
     returning id
   ), history as (
     insert into activity (id, application_id, description, actor_type, actor_name, created_at)
     select gen_random_uuid(), id, 'Application created (awaiting payment)', $17::varchar, $18::varchar, now() from created
   )
   select id from created`,
);

/** One round trip whether the client is new or known (the no-op update makes RETURNING answer). */
export const findOrCreateClient = sql<{ id: string; is_active: boolean }>(
  'apply_client',
  `insert into client (id, email, is_active, created_at) values (gen_random_uuid(), $1, true, now())
   on conflict (email) do update set email = excluded.email returning id, is_active`,
);

/** Claims uploads for an application, unless another application already owns them. */
export const attachUploads = sql<{ id: string; kind: FileKind }>(
  'apply_attach_uploads',
  `update file set application_id = $1
    where id = any($2::uuid[]) and (application_id is null or application_id = $1)
    returning id, kind`,
);

export type PortalRow = {
  /** The look-up's position in the batch, from 1. */
  lookup: number;
  /** Each key's total after counting the batch; on the first row only. */
  hits: RateHit[] | null;
  /** Null when no client has this e-mail. */
  is_active: boolean | null;
  reference: string | null;
  status: ApplicationStatus | null;
  first_name: string | null;
  last_name: string | null;
  created_at: string | Date | null;
  paid_at: string | Date | null;
};

/**
 * A batch of portal look-ups ($1 e-mails, $2 lower-cased last names) after the rate-limit count
 * ($3 window, $4 keys). Every look-up yields at least one row (left joins): its client, if any,
 * and its matching applications.
 */
export const portalLookup = sql<PortalRow>(
    'portal_lookup',
    `with counted as (${countHitsText(3)})
     select q.lookup::int as lookup, case when q.lookup = 1 then (select json_agg(counted) from counted) end as hits,
            c.is_active, a.reference, a.status, a.first_name, a.last_name, a.created_at, a.paid_at
       from unnest($1::text[], $2::text[]) with ordinality as q(email, last_name, lookup)
       left join client c on c.email = q.email
       left join lateral (
         select a.reference, a.status, a.personal->>'firstName' as first_name, a.personal->>'lastName' as last_name, a.created_at, a.paid_at
           from application a
          where a.client_id = c.id and lower(trim(a.personal->>'lastName')) = q.last_name
          order by a.created_at desc
          limit 50) a on true
      order by q.lookup, a.created_at desc`,
);

/** A row of the staff list; `sort_key` is the row's keyset position as text. */
export type StaffListRow = {
  id: string;
  reference: string;
  status: ApplicationStatus;
  payment_status: PaymentStatus;
  /** The driver hands timestamps over as text. */
  created_at: string;
  internal_email: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  passport_number_last4: string | null;
  missing_documents: string[];
  unread_messages: number;
  sort_key: string[];
  /** A search's match count, on every row; null when counted apart. */
  total: number | null;
};

/** The latest change to any application (every write bumps updated_at): the staff list's ETag marker. */
export const listChangeMarker = sql<{ changed: string | null }>('staff_list_marker', 'select max(updated_at)::text as changed from application');

/** Applications by reference or id, for one chunk of an operator's list (both arrays hit unique indexes). */
export const applicationsByRefs = sql<{ id: string; reference: string; status: ApplicationStatus; version: number }>(
  'applications_by_refs',
  'select id, reference, status, version from application where reference = any($1::text[]) or id = any($2::uuid[])',
);

export type RecoveryCandidate = {
  id: string;
  reference: string;
  first_name: string | null;
  passport_number_encrypted: string;
  /** The latest stored ETA (decision PDF), if any. */
  eta_file_id: string | null;
};

/**
 * Lost-ETA recovery: the approved applications of the active client with this e-mail ($1) whose
 * date of birth ($2) and last four passport characters ($3) match; the caller compares the whole
 * number, which is kept encrypted. Indexed by the client's e-mail and the application's client.
 */
export const recoveryCandidates = sql<RecoveryCandidate>(
  'recovery_candidates',
  `select a.id, a.reference, a.personal->>'firstName' as first_name, a.passport_number_encrypted, f.id as eta_file_id
     from client c
     join application a on a.client_id = c.id
     left join lateral (
       select f.id from file f where f.application_id = a.id and f.kind = 'decision_pdf' order by f.created_at desc limit 1
     ) f on true
    where c.email = $1 and c.is_active and a.status = 'APPROVED' and a.date_of_birth = $2::date
      and a.passport_number_last4 = $3 and a.passport_number_encrypted is not null
    order by a.created_at`,
);
