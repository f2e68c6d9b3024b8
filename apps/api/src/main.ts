import { createCore, ensureFirstAdmin, loadConfigOrExit, resolveDatabaseUrl, stopOnSignals } from '@eta/core';
import { createServer } from './server.ts';

const config = loadConfigOrExit();
const database = await resolveDatabaseUrl(config);
const core = await createCore(config, { databaseUrl: database.url });

const firstAdmin = await ensureFirstAdmin(core, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
if (firstAdmin) {
  const password = firstAdmin.generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  console.log(`\n  First admin created: ${firstAdmin.email}  password: ${password}\n  This password is shown once; sign in at /staff/signin and keep it safe.\n`);
}

const server = await createServer(core);
stopOnSignals(
  async () => {
    await server.stop();
    await core.close();
    await database.stop();
  },
  { log: (message) => server.app.log.info(message), forceAfterMs: 15_000 },
);

const address = await server.start(config.PORT, config.HOST);
server.app.log.info(`ETA platform API listening on ${address}`);

