import { afterAll, beforeAll } from 'vitest';
import type { Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server, type ServerOptions } from '../server.ts';

/**
 * The API on a fresh database for one test file: started before its tests, stopped after. Read
 * `core` and `server` inside tests (they are set once `beforeAll` has run).
 */
export function useTestServer(options: ServerOptions = { webDist: null }): { readonly core: Core; readonly server: Server } {
  const running: { core?: Core; server?: Server } = {};
  beforeAll(async () => {
    running.core = await createTestCore();
    running.server = await createServer(running.core, options);
  });
  afterAll(async () => {
    await running.server?.stop();
    await running.core?.close();
  });
  return {
    get core() {
      if (!running.core) throw new Error('useTestServer: read core inside a test');
      return running.core;
    },
    get server() {
      if (!running.server) throw new Error('useTestServer: read server inside a test');
      return running.server;
    },
  };
}
