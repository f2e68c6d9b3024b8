import { sql } from '../db/prepared.ts';

// The admin Dashboard group's SQL: set-based, one statement per call. Sums come back as text
// (bigint), so callers turn them into numbers. Days, weeks and months are UTC.

/** A day boundary ($n is an ISO date) as a timestamptz at UTC midnight. */
const utcDay = (param: string) => `(${param}::date)::timestamp at time zone 'utc'`;

/** Submitted applications, money received (PAID ledger rows), active staff accounts. */
export const adminStats = sql<{ total_applications: number; total_revenue: string; active_staff: number }>(
  'admin_stats',
  `select (select count(*) from application where status <> 'DRAFT')::int as total_applications,
          (select coalesce(sum(amount_pence), 0) from payment where status = 'PAID')::bigint as total_revenue,
          (select count(*) from staff_user where is_active)::int as active_staff`,
);

/**
 * The ledger: PAID payments, the internal cost captured on each application they paid for (its
 * `paid_at` is set by the confirmed payment, once), and refunds that reached the card holder
 * (SUCCEEDED; pending, approved or failed ones did not). Each sum reads one index.
 */
export const adminFinancial = sql<{ revenue: string; costs: string; application_count: number; refunds: string }>(
  'admin_financial',
  `select (select coalesce(sum(amount_pence), 0) from payment where status = 'PAID')::bigint as revenue,
          c.costs::bigint as costs, c.application_count::int as application_count,
          (select coalesce(sum(amount_pence), 0) from refund where status = 'SUCCEEDED')::bigint as refunds
     from (select coalesce(sum(internal_cost_pence), 0) as costs, count(*) as application_count from application where paid_at is not null) c`,
);

/**
 * Decided applications (APPROVED, REFUSED) with their mean payment-to-decision time, and
 * submitted applications created today, this ISO week and this calendar month.
 */
export const adminMetrics = sql<{ approved: number; refused: number; avg_seconds: number | null; today: number; this_week: number; this_month: number }>(
  'admin_metrics',
  `with bounds as (
     select date_trunc('day', now() at time zone 'utc') at time zone 'utc' as today,
            date_trunc('week', now() at time zone 'utc') at time zone 'utc' as week,
            date_trunc('month', now() at time zone 'utc') at time zone 'utc' as month
   )
   select d.approved, d.refused, d.avg_seconds, c.today, c.this_week, c.this_month
     from (select count(*) filter (where status = 'APPROVED')::int as approved,
                  count(*) filter (where status = 'REFUSED')::int as refused,
                  (avg(extract(epoch from decided_at - paid_at)) filter (where decided_at >= paid_at))::float8 as avg_seconds
             from application where status in ('APPROVED', 'REFUSED')) d,
          (select count(*) filter (where a.created_at >= b.today)::int as today,
                  count(*) filter (where a.created_at >= b.week)::int as this_week,
                  count(*) filter (where a.created_at >= b.month)::int as this_month
             from bounds b left join application a on a.created_at >= least(b.week, b.month) and a.status <> 'DRAFT') c`,
);

/** The $1 most frequent nationalities of submitted applications. */
export const topNationalities = sql<{ nationality: string; count: number }>(
  'admin_top_nationalities',
  `select nationality, count(*)::int as count
     from application
    where status <> 'DRAFT' and nationality <> ''
    group by 1 order by 2 desc, 1 limit $1`,
);

export const statusCounts = sql<{ status: string; count: number }>(
  'admin_status_counts',
  `select status, count(*)::int as count from application group by status`,
);

/** Per UTC month, the $1 months up to this one: applications created, paid, approved and refused. */
export const monthlyTrends = sql<{ month: string; created: number; paid: number; approved: number; refused: number }>(
  'admin_monthly_trends',
  `with months as (
     select generate_series(date_trunc('month', now() at time zone 'utc') - make_interval(months => $1::int - 1),
                            date_trunc('month', now() at time zone 'utc'), interval '1 month') as m
   ), since as (select min(m) at time zone 'utc' as t from months),
   created as (select date_trunc('month', created_at at time zone 'utc') as m, count(*) as n from application, since where created_at >= since.t group by 1),
   paid as (select date_trunc('month', paid_at at time zone 'utc') as m, count(*) as n from application, since where paid_at >= since.t group by 1),
   decided as (
     select date_trunc('month', decided_at at time zone 'utc') as m,
            count(*) filter (where status = 'APPROVED') as approved, count(*) filter (where status = 'REFUSED') as refused
       from application, since where status in ('APPROVED', 'REFUSED') and decided_at >= since.t group by 1
   )
   select to_char(months.m, 'YYYY-MM') as month, coalesce(created.n, 0)::int as created, coalesce(paid.n, 0)::int as paid,
          coalesce(decided.approved, 0)::int as approved, coalesce(decided.refused, 0)::int as refused
     from months left join created using (m) left join paid using (m) left join decided using (m)
    order by months.m`,
);

// Reports: $1 start date, $2 end date (inclusive ISO days), $3 'day' | 'week' | 'month'.

const periods = `periods as (
     select generate_series(date_trunc($3::text, $1::date::timestamp), date_trunc($3::text, $2::date::timestamp), ('1 ' || $3::text)::interval) as p
   )`;
const inRange = (column: string) => `${column} >= ${utcDay('$1')} and ${column} < ${utcDay('($2::date + 1)')}`;

export const revenueReport = sql<{ period: string; payments: number; revenue: string; refunds: string }>(
  'admin_report_revenue',
  `with ${periods},
   pay as (
     select date_trunc($3::text, coalesce(paid_at, created_at) at time zone 'utc') as p, count(*) as n, sum(amount_pence) as s
       from payment where status = 'PAID' and ${inRange('coalesce(paid_at, created_at)')} group by 1
   ), ref as (
     select date_trunc($3::text, coalesce(settled_at, decided_at, created_at) at time zone 'utc') as p, sum(amount_pence) as s
       from refund where status = 'SUCCEEDED' and ${inRange('coalesce(settled_at, decided_at, created_at)')} group by 1
   )
   select to_char(periods.p, 'YYYY-MM-DD') as period, coalesce(pay.n, 0)::int as payments,
          coalesce(pay.s, 0)::bigint as revenue, coalesce(ref.s, 0)::bigint as refunds
     from periods left join pay using (p) left join ref using (p) order by periods.p`,
);

export const applicationsReport = sql<{ period: string; created: number; paid: number; approved: number; refused: number }>(
  'admin_report_applications',
  `with ${periods},
   created as (select date_trunc($3::text, created_at at time zone 'utc') as p, count(*) as n from application where ${inRange('created_at')} group by 1),
   paid as (select date_trunc($3::text, paid_at at time zone 'utc') as p, count(*) as n from application where ${inRange('paid_at')} group by 1),
   decided as (
     select date_trunc($3::text, decided_at at time zone 'utc') as p,
            count(*) filter (where status = 'APPROVED') as approved, count(*) filter (where status = 'REFUSED') as refused
       from application where status in ('APPROVED', 'REFUSED') and ${inRange('decided_at')} group by 1
   )
   select to_char(periods.p, 'YYYY-MM-DD') as period, coalesce(created.n, 0)::int as created, coalesce(paid.n, 0)::int as paid,
          coalesce(decided.approved, 0)::int as approved, coalesce(decided.refused, 0)::int as refused
     from periods left join created using (p) left join paid using (p) left join decided using (p) order by periods.p`,
);

/** Statuses of the applications created in the range ($1, $2). */
export const statusCountsInRange = sql<{ status: string; count: number }>(
  'admin_report_status_counts',
  `select status, count(*)::int as count from application where ${inRange('created_at')} group by status`,
);

/**
 * The cohort of applications created in the range ($1, $2), and how far each got. Every later
 * step implies the earlier ones (a decision comes back from the UK, after payment).
 */
export const funnelReport = sql<{ created: number; paid: number; submitted: number; decided: number; approved: number }>(
  'admin_report_funnel',
  `select count(*)::int as created,
          count(*) filter (where status <> 'DRAFT' or paid_at is not null)::int as paid,
          count(*) filter (where status in ('SUBMITTED_TO_UK', 'DECISION_PENDING', 'APPROVED', 'REFUSED') or government_reference is not null)::int as submitted,
          count(*) filter (where status in ('APPROVED', 'REFUSED'))::int as decided,
          count(*) filter (where status = 'APPROVED')::int as approved
     from application where ${inRange('created_at')}`,
);

/** Revenue (PAID payments) per UTC day of the range ($1, $2), zero days included. */
export const dailyRevenue = sql<{ day: string; revenue: string }>(
  'admin_report_daily_revenue',
  `with days as (select generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') as d),
   pay as (
     select date_trunc('day', coalesce(paid_at, created_at) at time zone 'utc') as d, sum(amount_pence) as s
       from payment where status = 'PAID' and ${inRange('coalesce(paid_at, created_at)')} group by 1
   )
   select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(pay.s, 0)::bigint as revenue from days left join pay using (d) order by days.d`,
);

/** Applications created in the range ($1, $2) by nationality, with those paid and the money they brought. */
export const geographyReport = sql<{ nationality: string; applications: number; paid_applications: number; revenue: string }>(
  'admin_report_geography',
  `with cohort as (
     select id, status, paid_at, coalesce(nullif(trim(personal->>'nationality'), ''), 'Unknown') as nationality
       from application where ${inRange('created_at')}
   ), paid as (
     select p.application_id, sum(p.amount_pence) as amount
       from payment p join cohort c on c.id = p.application_id where p.status = 'PAID' group by p.application_id
   )
   select c.nationality, count(*)::int as applications,
          count(*) filter (where c.status <> 'DRAFT' or c.paid_at is not null)::int as paid_applications,
          coalesce(sum(paid.amount), 0)::bigint as revenue
     from cohort c left join paid on paid.application_id = c.id
    group by c.nationality order by applications desc, c.nationality`,
);
