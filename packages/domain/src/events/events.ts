import { z } from 'zod';

/**
 * Messages on /ws (staff-admin §7): `{ type, data }`. Each type's data is declared here, so the
 * producers (API, worker, CLI) and the console agree on it.
 */
export const eventSchemas = {
  new_verification_code: z.object({ id: z.string(), applicationReference: z.string(), applicantName: z.string(), code: z.string() }),
  code_used: z.object({ id: z.string() }),
  automation_queued: z.object({ applicationId: z.string(), position: z.number().int() }),
  automation_started: z.object({ applicationId: z.string() }),
  automation_completed: z.object({ applicationId: z.string(), success: z.boolean(), error: z.string().nullable() }),
  /** Which application changed; the producer may add what changed. */
  application_updated: z.object({ applicationId: z.string().optional(), status: z.string().optional() }).loose(),
} as const;

export type EventType = keyof typeof eventSchemas;
export const EVENT_TYPES = Object.keys(eventSchemas) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type AppEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/** A message from the wire, or null when it is not one of ours. */
export function parseAppEvent(raw: unknown): AppEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, data } = raw as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(eventSchemas, type)) return null;
  const parsed = eventSchemas[type as EventType].safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as AppEvent) : null;
}
