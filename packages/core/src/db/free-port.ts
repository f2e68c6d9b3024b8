import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** The preferred port when it is free, else the next free one above it. */
export async function findFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 200; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 199}`);
}
