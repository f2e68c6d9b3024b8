import type { Core } from './core.ts';
import { runPrepared, sql } from './db/prepared.ts';

/**
 * Realistic applications in bulk, for benchmarks, screenshots and demos: varied names, e-mails,
 * nationalities, statuses (drafts unpaid, the rest paid), creation dates over the last `days`
 * days, and about one in twenty without a scan or photo. Every paid one has its ledger row (a PAID
 * sandbox payment of the fee) and an internal cost; decided ones (APPROVED, REFUSED) a decision
 * time after payment. One statement; 100,000 rows in seconds.
 */
const seedStatement = sql<{ inserted: number }>(
  'seed_applications',
  `with names as (
     select array['Olivia','Liam','Emma','Noah','Ava','Lucas','Mia','Hugo','Sofia','Mateo','Chloe','Kenji','Aiko','Lena','Jonas','Isla','Arjun','Maya','Ethan','Zoe'] as firsts,
            array['Smith','Tanaka','Müller','Rossi','García','Dubois','Johansson','Kowalski','Nguyen','Silva','Brown','Kim','Novak','Jensen','Costa','Martin','Lee','Walker','Hughes','Moreau'] as lasts,
            array['United States','Canada','Australia','Japan','Germany','France','Italy','Spain','Brazil','New Zealand'] as nations,
            array['DRAFT','RECEIVED','RECEIVED','IN_REVIEW','IN_REVIEW','SUBMITTED_TO_UK','DECISION_PENDING','APPROVED','APPROVED','APPROVED','REFUSED'] as statuses
   ), rows as (
     select i, n.firsts[1 + (i * 7) % 20] as first_name, n.lasts[1 + (i / 20 * 13 + i) % 20] as last_name, n.nations[1 + (i * 3) % 10] as nationality,
            n.statuses[1 + (i * 5) % 11] as status,
            now() - make_interval(secs => ((i * 7919) % ($2::int * 86400))) as created_at
       from generate_series(1, $1::int) as i, names n
   ), clients as (
     insert into client (id, email, is_active, created_at)
     select gen_random_uuid(), lower(r.first_name || '.' || r.last_name || '.' || $3 || '.' || r.i || '@example.com'), true, r.created_at from rows r
     returning id, email
   ), inserted as (
     insert into application (id, reference, client_id, status, payment_status, internal_email, personal, passport, passport_number_last4, travel, declarations,
                              missing_documents, fee_pence, internal_cost_pence, paid_at, decided_at, created_at, updated_at, arrival_date, departure_date, date_of_birth, passport_expiry)
     select gen_random_uuid(), 'ETA-' || upper(lpad(to_hex($5::int + r.i), 6, '0')), c.id, r.status,
            case when r.status = 'DRAFT' then 'UNPAID' else 'PAID' end,
            'eta-' || lpad(to_hex($5::int + r.i), 6, '0') || '@' || $4,
            jsonb_build_object('firstName', r.first_name, 'middleName', '', 'lastName', r.last_name, 'nationality', r.nationality, 'hasOtherNationalities', 'no', 'hasPhoneNumber', 'yes', 'phone', '+1555' || lpad(r.i::text, 7, '0')),
            jsonb_build_object('country', r.nationality, 'placeOfIssue', 'Capital City'),
            lpad(((r.i * 7349) % 10000)::text, 4, '0'),
            jsonb_build_object('addressLine1', (r.i % 200 + 1) || ' High Street', 'town', 'London', 'postcode', 'SW1A 1AA', 'country', 'United Kingdom', 'purposeOfVisit', 'tourism', 'hasJob', 'yes', 'job', 'Engineer'),
            '{"termsAccepted": true}'::jsonb,
            case when r.i % 20 = 0 then array['photo'] else array[]::text[] end,
            7500, 1500,
            case when r.status = 'DRAFT' then null else r.created_at + interval '20 minutes' end,
            case when r.status in ('APPROVED', 'REFUSED')
                 then greatest(r.created_at + interval '20 minutes', least(now(), r.created_at + interval '20 minutes' + make_interval(hours => 6 + (r.i * 17) % 90)))
            end,
            r.created_at, r.created_at,
            (now() + interval '40 days')::date, (now() + interval '54 days')::date, date '1985-06-15' + (r.i % 9000), (now() + interval '5 years')::date
       from rows r join clients c on c.email = lower(r.first_name || '.' || r.last_name || '.' || $3 || '.' || r.i || '@example.com')
     returning id, status, fee_pence, paid_at
   ), payments as (
     insert into payment (id, application_id, provider, provider_session_id, amount_pence, currency, status, paid_at, created_at)
     select gen_random_uuid(), a.id, 'sandbox', 'cs_seed_' || replace(a.id::text, '-', ''), a.fee_pence, 'gbp', 'PAID', a.paid_at, a.paid_at - interval '5 minutes'
       from inserted a where a.status <> 'DRAFT'
   )
   select count(*)::int as inserted from inserted`,
);

export async function seedApplications(core: Core, count: number, options: { days?: number; batch?: string } = {}): Promise<number> {
  const batch = options.batch ?? Math.random().toString(36).slice(2, 8);
  // References are ETA- and six hex digits from a random base, so separate batches rarely meet.
  const base = Math.floor(Math.random() * (0xffffff - count));
  const [row] = await runPrepared(core, seedStatement, [count, options.days ?? 30, batch, core.config.INTERNAL_MAIL_DOMAIN, base]);
  return row?.inserted ?? 0;
}

export type LedgerApplicationSpec = {
  status: string;
  nationality?: string;
  createdAt: Date;
  /** Set for paid applications; the ledger rows are given separately. */
  paidAt?: Date | null;
  decidedAt?: Date | null;
  feePence?: number | null;
  internalCostPence?: number | null;
  payments?: { amountPence: number; status: string; paidAt?: Date | null }[];
  refunds?: { amountPence: number; status: string; settledAt?: Date | null }[];
};

const ledgerApplicationStatement = sql<{ id: string }>(
  'seed_ledger_application',
  `with client_row as (
     insert into client (id, email, is_active, created_at) values (gen_random_uuid(), $1::text, true, $3::timestamptz) returning id
   )
   insert into application (id, reference, client_id, status, payment_status, internal_email, personal, passport, travel, declarations,
                            fee_pence, internal_cost_pence, paid_at, decided_at, created_at, updated_at)
   select gen_random_uuid(), $2::text, client_row.id, $4::text, case when $6::timestamptz is null then 'UNPAID' else 'PAID' end, lower($2::text) || '@' || $1::text,
          jsonb_build_object('firstName', 'Test', 'lastName', 'Ledger', 'nationality', $5::text), '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
          $8::int, $9::int, $6::timestamptz, $7::timestamptz, $3::timestamptz, $3::timestamptz
     from client_row
   returning id`,
);
const ledgerPaymentStatement = sql(
  'seed_ledger_payment',
  `insert into payment (id, application_id, provider, provider_session_id, amount_pence, currency, status, paid_at, created_at)
   values (gen_random_uuid(), $1::uuid, 'sandbox', 'cs_ledger_' || replace(gen_random_uuid()::text, '-', ''), $2::int, 'gbp', $3::text, $4::timestamptz, now()) returning id`,
);
const ledgerRefundStatement = sql(
  'seed_ledger_refund',
  `insert into refund (id, application_id, amount_pence, reason, status, settled_at, created_at) values (gen_random_uuid(), $1, $2, 'Test refund', $3, $4, now())`,
);

/**
 * One application with exactly the ledger rows given (payments, refunds), for tests whose
 * figures are computed by hand. Returns its id.
 */
export async function seedLedgerApplication(core: Core, spec: LedgerApplicationSpec): Promise<string> {
  const serial = Math.floor(Math.random() * 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  const reference = `ETA-${serial}`;
  const [row] = await runPrepared(core, ledgerApplicationStatement, [
    `ledger.${serial.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    reference,
    spec.createdAt,
    spec.status,
    spec.nationality ?? 'Canada',
    spec.paidAt ?? null,
    spec.decidedAt ?? null,
    spec.feePence ?? 7500,
    spec.internalCostPence ?? null,
  ]);
  const id = row!.id;
  for (const payment of spec.payments ?? []) await runPrepared(core, ledgerPaymentStatement, [id, payment.amountPence, payment.status, payment.paidAt ?? (payment.status === 'PAID' ? spec.paidAt ?? spec.createdAt : null)]);
  for (const refund of spec.refunds ?? []) await runPrepared(core, ledgerRefundStatement, [id, refund.amountPence, refund.status, refund.settledAt ?? null]);
  return id;
}
