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

/**
 * Queueing again an application whose last automated submission failed (the operators' CLI).
 * `paymentChecked` confirms the government account was checked when that run may have paid the fee.
 */
export const retryAutomatedSubmissionSchema = z.object({
  applicationId: idSchema,
  paymentChecked: z.boolean().default(false),
  headless: z.boolean().default(true),
});
export type RetryAutomatedSubmissionInput = z.input<typeof retryAutomatedSubmissionSchema>;

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

/** Statuses from which the government form may be submitted; later ones mean it was already sent. */
export const SUBMITTABLE_STATUSES = ['RECEIVED', 'IN_REVIEW'] as const;
export const isSubmittable = (status: string): boolean => (SUBMITTABLE_STATUSES as readonly string[]).includes(status);

/** How long a run waits for the government's security code (its e-mail, or staff typing it) before it fails. */
export const CODE_WAIT_MINUTES = 10;
/** The queue's heartbeat: a worker that stops sending it for this long is taken for dead and its job retried. */
export const SUBMISSION_HEARTBEAT_SECONDS = 10;

/** The error of a run that died after the government fee's pay button was pressed: never retried by itself. */
export const PAYMENT_MAY_HAVE_BEEN_TAKEN =
  'The worker stopped after pressing the government fee’s pay button, so the payment may have been taken. Check the government service and the agency card before submitting again.';

/** A decision the government e-mailed about an application (staff-admin §4: APPROVED or REFUSED). */
export type GovernmentDecision = { outcome: 'APPROVED' | 'REFUSED'; reason: string | null; governmentReference: string | null };

/**
 * Reads a government decision e-mail: "… has been approved" or "… has been refused", the
 * application number and, when refused, the line after "Reason:". Anything else is not a decision.
 */
export function parseGovernmentDecision(subject: string, text: string): GovernmentDecision | null {
  const body = `${subject}\n${text}`;
  const outcome = /\bhas been (approved|refused)\b/i.exec(body)?.[1]?.toLowerCase();
  if (!outcome) return null;
  const governmentReference = /application number:?\s*([0-9]{4}(?:-[0-9]{4}){3})/i.exec(body)?.[1] ?? /\b([0-9]{4}(?:-[0-9]{4}){3})\b/.exec(body)?.[1] ?? null;
  const reason = outcome === 'refused' ? (/^\s*reason:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? null) : null;
  return { outcome: outcome === 'approved' ? 'APPROVED' : 'REFUSED', reason, governmentReference };
}
