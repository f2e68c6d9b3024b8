/**
 * Graceful shutdown for long-running processes: on SIGTERM or SIGINT, run `stop` once, then
 * exit; if stopping hangs past `forceAfterMs`, exit with an error code anyway.
 */
export function stopOnSignals(stop: () => Promise<void>, options: { log: (message: string) => void; forceAfterMs: number }): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), options.forceAfterMs).unref();
    try {
      await stop();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      options.log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
