import { applicationsByReferenceSchema, isApplicationReference, type ApplicationsByReference } from '@eta/domain';
import type { Core } from '../core.ts';
import type { Actor } from '../auth/actor.ts';
import { requirePermission } from '../auth/authorize.ts';
import { parseInput } from '../validation.ts';
import { runPrepared } from '../db/prepared.ts';
import { applicationsByRefs } from './queries.ts';

/** References (and ids) read per statement. */
const CHUNK = 1000;

type Found = ApplicationsByReference['applications'][number];

/**
 * Applications by reference or id, as an operator lists them: found ones in the order asked (each
 * once, however often or however it was named), and the refs, as normalised, that match none.
 */
export async function applicationsByReference(core: Core, actor: Actor, input: unknown): Promise<ApplicationsByReference> {
  const { references } = parseInput(applicationsByReferenceSchema, input);
  await requirePermission(core.em(), actor, 'view_applications');
  const asked = [...new Set(references)];
  const byRef = new Map<string, Found>();
  for (let start = 0; start < asked.length; start += CHUNK) {
    const chunk = asked.slice(start, start + CHUNK);
    const rows = await runPrepared(core, applicationsByRefs, [chunk.filter(isApplicationReference), chunk.filter((ref) => !isApplicationReference(ref))]);
    for (const row of rows) {
      const found = { id: row.id, reference: row.reference, status: row.status, version: row.version };
      byRef.set(row.reference, found);
      byRef.set(row.id, found);
    }
  }
  const applications: Found[] = [];
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const ref of asked) {
    const found = byRef.get(ref);
    if (!found) missing.push(ref);
    else if (!seen.has(found.id)) {
      seen.add(found.id);
      applications.push(found);
    }
  }
  return { applications, missing };
}
