/** pg-boss queue names, shared by the producers (API, CLI) and the worker that consumes them. */
export const QUEUES = {
  maintenance: 'maintenance-purge',
  /** Daily: applications whose last activity is older than the retention period are anonymised. */
  retention: 'data-retention',
  /** Automated submissions of the government form: one active at a time across every worker (policy `singleton`). */
  submission: 'government-submission',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
