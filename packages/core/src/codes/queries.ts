import type { CodeEligibleStatus } from '@eta/domain';
import { sql } from '../db/prepared.ts';

/** Applications in $1 (the eligible statuses) with no code that is neither used nor expired. */
export const codeEligibleApplications = sql<{ id: string; reference: string; first_name: string | null; last_name: string | null; status: CodeEligibleStatus }>(
  'codes_eligible',
  `select a.id, a.reference, a.personal->>'firstName' as first_name, a.personal->>'lastName' as last_name, a.status
     from application a
    where a.status = any($1::text[])
      and not exists (select 1 from verification_code c where c.application_id = a.id and c.used_at is null and c.expires_at > now())
    order by a.created_at desc
    limit 200`,
);
