import { defineEntity, p } from '@mikro-orm/core';
import { AUTOMATION_STATUSES } from '@eta/domain';
import { createdAtColumn, idColumn } from '../db/columns.ts';
import { Application } from '../applications/entities.ts';
import { User } from '../staff/entities.ts';

const AutomationRunSchema = defineEntity({
  name: 'AutomationRun',
  properties: {
    id: idColumn(),
    application: () => p.manyToOne(Application).index().deleteRule('cascade'),
    jobId: p.string().nullable(),
    status: p.enum(AUTOMATION_STATUSES).default('queued').index(),
    position: p.integer().nullable(),
    error: p.text().nullable(),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    headless: p.boolean().default(true),
    /** Ids of stored screenshot files, in capture order. */
    screenshotFileIds: p.json<string[]>(),
    /** Set just before the government fee's pay button is pressed: a run that dies after it is never retried by itself. */
    paymentCheckpointAt: p.datetime().nullable(),
    /** The government's application number, read from its confirmation page. */
    governmentReference: p.string().nullable(),
    /** The Playwright trace of a failed run (a stored file), for admins. */
    traceFileId: p.uuid().nullable(),
    /** Times a worker took this run (more than one when a worker died during it). */
    attempts: p.integer().default(0),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class AutomationRun extends AutomationRunSchema.class {}
AutomationRunSchema.setClass(AutomationRun);

export const automationEntities = [AutomationRunSchema];
