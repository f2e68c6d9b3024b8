import { sql } from '../db/prepared.ts';

/** The four stat cards in one pass over the status index. */
export const staffStats = sql<{ total: number; in_review: number; approved: number; refused: number }>(
  'dashboard_stats',
  `select count(*) filter (where status <> 'DRAFT')::int as total,
          count(*) filter (where status = 'IN_REVIEW')::int as in_review,
          count(*) filter (where status = 'APPROVED')::int as approved,
          count(*) filter (where status = 'REFUSED')::int as refused
     from application`,
);

/** New and paid applications per UTC day, for the $1 days up to today, zero days included. */
export const applicationSeries = sql<{ day: string; created: number; paid: number }>(
  'dashboard_series',
  `with days as (
     select generate_series((now() at time zone 'utc')::date - ($1::int - 1), (now() at time zone 'utc')::date, interval '1 day')::date as day
   )
   select to_char(d.day, 'YYYY-MM-DD') as day,
          (select count(*) from application a where a.created_at >= d.day::timestamp at time zone 'utc' and a.created_at < (d.day + 1)::timestamp at time zone 'utc')::int as created,
          (select count(*) from application a where a.paid_at >= d.day::timestamp at time zone 'utc' and a.paid_at < (d.day + 1)::timestamp at time zone 'utc')::int as paid
     from days d order by d.day`,
);
