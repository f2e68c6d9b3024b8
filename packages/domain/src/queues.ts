/** pg-boss queue names, shared by the producers (API, CLI) and the worker that consumes them. */
export const QUEUES = { maintenance: 'maintenance-purge' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
