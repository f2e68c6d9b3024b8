import { z } from 'zod';

/** Calls one tRPC request may batch; the server refuses larger batches with 400 and the web client never sends them. */
export const MAX_TRPC_BATCH_SIZE = 10;

/** The answer of a call that has nothing to return but its success. */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** Every failed REST call answers `{ error, code, details? }`; `code` is one of ERROR_CODES. */
export const errorBodySchema = z.object({ error: z.string(), code: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
