/** Calls one tRPC request may batch; the server refuses larger batches with 400 and the web client never sends them. */
export const MAX_TRPC_BATCH_SIZE = 10;
