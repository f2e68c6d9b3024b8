import { retentionCutoff } from '@eta/domain';
import type { Core } from '../core.ts';
import { systemActor, type Actor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import { getSetting } from '../admin/settings.ts';
import { Application, type Client } from '../applications/entities.ts';
import { anonymiseApplication, anonymiseClientWhenNothingLeft } from './retention.ts';
import { DUE_FOR_ANONYMISATION } from './queries.ts';

export const retentionActor: Actor = systemActor('retention');
/** Applications anonymised per transaction: short enough locks, few enough round trips. */
export const RETENTION_BATCH_SIZE = 50;

export type RetentionRun = {
  retentionYears: number;
  /** Applications whose last activity was before this were due. */
  cutoff: string;
  anonymised: number;
  references: string[];
  /** Clients given a placeholder e-mail because none of their applications holds personal data any more. */
  clientsAnonymised: number;
};

/**
 * The daily retention job: anonymises every application whose last activity is older than the
 * retention period setting, in batches of `batchSize`, each its own transaction, so a failure
 * keeps the batches already done and the next run carries on (anonymised rows are never taken
 * again). Writes one audit row for the run, with the count and the references, even when a batch failed.
 */
export async function anonymiseExpiredApplications(core: Core, options: { now?: Date; batchSize?: number } = {}): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const retentionYears = await getSetting(core.em(), 'retentionYears');
  const cutoff = retentionCutoff(now, retentionYears);
  const why = `retention period of ${retentionYears} ${retentionYears === 1 ? 'year' : 'years'} over`;
  const references: string[] = [];
  let clientsAnonymised = 0;
  let failure: unknown = null;
  try {
    for (;;) {
      // Counted only once the batch committed, so the audit row never names a rolled-back application.
      const batch = await core.em().transactional(async (tx) => {
        const due = await tx.getConnection().execute<{ id: string }[]>(DUE_FOR_ANONYMISATION, [cutoff, cutoff, batchSize], 'all', tx.getTransactionContext());
        const applications = due.length ? await tx.find(Application, { id: { $in: due.map((row) => row.id) } }, { populate: ['client'], orderBy: { updatedAt: 'asc', id: 'asc' } }) : [];
        const clients = new Map<string, Client>();
        for (const application of applications) {
          await anonymiseApplication(core, tx, application, retentionActor, why, now);
          clients.set(application.client.id, application.client);
        }
        let clientsDone = 0;
        for (const client of clients.values()) if (await anonymiseClientWhenNothingLeft(tx, client)) clientsDone += 1;
        return { references: applications.map((application) => application.reference), clientsDone };
      });
      references.push(...batch.references);
      clientsAnonymised += batch.clientsDone;
      if (batch.references.length < batchSize) break;
    }
  } catch (error) {
    failure = error;
  }
  const run: RetentionRun = { retentionYears, cutoff: cutoff.toISOString(), anonymised: references.length, references, clientsAnonymised };
  await core.em().transactional(async (tx) => {
    audit(tx, retentionActor, 'retention.anonymised', { ...run, ...(failure ? { error: String(failure) } : {}) });
    await tx.flush();
  });
  if (failure) throw failure;
  return run;
}
