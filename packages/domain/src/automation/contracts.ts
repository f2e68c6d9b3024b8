import { z } from 'zod';
import { idSchema, MAX_PASSWORD_LENGTH } from '../staff/schemas.ts';
import { AUTOMATION_STATUSES } from './statuses.ts';

export const PASSWORD_REQUIRED = 'Password Required: Please enter your password to authenticate';

/** Starting an automated submission (staff-admin §7): the staff member's password again, headless by default. */
export const automateSubmissionSchema = z.object({
  applicationId: idSchema,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  headless: z.boolean().default(true),
});
export type AutomateSubmissionInput = z.input<typeof automateSubmissionSchema>;

export const automationQueuedSchema = z.object({ runId: z.uuid(), position: z.number().int(), message: z.string() });

/** One item of the queue widget (staff-admin §3, Automation queue item). */
export const automationQueueItemSchema = z.object({
  applicationId: z.uuid(),
  reference: z.string(),
  status: z.enum(AUTOMATION_STATUSES),
  position: z.number().int().nullable(),
  error: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type AutomationQueueItem = z.infer<typeof automationQueueItemSchema>;
export const automationQueueSchema = z.object({ items: z.array(automationQueueItemSchema) });

/** Automation starts per staff member per hour (staff-admin §9). */
export const AUTOMATION_STARTS_PER_HOUR = 5;
/** A finished item leaves the queue widget after this long. */
export const FINISHED_ITEM_VISIBLE_MS = 10_000;
