import { createCore, ensureFirstAdmin, loadConfigOrExit, resolveDatabaseUrl } from '@eta/core';
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
const address = await server.start(config.PORT, config.HOST);
server.app.log.info(`ETA platform API listening on ${address}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  await server.stop();
  await core.close();
  await database.stop();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
