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
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export class AutomationRun extends AutomationRunSchema.class {}
AutomationRunSchema.setClass(AutomationRun);

export const automationEntities = [AutomationRunSchema];
