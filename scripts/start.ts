/**
 * Starts the whole product on one machine: the embedded PostgreSQL (unless DATABASE_URL is set),
 * the API (which serves the web build) and the worker. `--dev` runs them with hot reload and the
 * Vite dev server instead of the production web build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigOrExit, resolveDatabaseUrl } from '@eta/core';

const root = join(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const config = loadConfigOrExit();

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function buildWebIfStale(): Promise<void> {
  const web = join(root, 'apps/web');
  const built = join(web, 'dist/index.html');
  const sources = Math.max(newestMtime(join(web, 'src')), newestMtime(join(web, 'index.html')), newestMtime(join(root, 'packages/domain/src')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('› building the web app');
  await run('pnpm', ['--filter', '@eta/web', 'build']);
}

if (!dev) await buildWebIfStale();
const database = await resolveDatabaseUrl(config, (line: string) => config.LOG_LEVEL === 'debug' && console.log(line));

const env = { ...process.env, DATABASE_URL: database.url, FORCE_COLOR: '1' };
const tsx = (entry: string) => (dev ? ['--import', 'tsx', '--watch', entry] : ['--import', 'tsx', entry]);
const children: ChildProcess[] = [
  spawn(process.execPath, tsx('apps/api/src/main.ts'), { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, tsx('apps/worker/src/main.ts'), { cwd: root, stdio: 'inherit', env }),
];
if (dev) children.push(spawn('pnpm', ['--filter', '@eta/web', 'dev'], { cwd: root, stdio: 'inherit', env }));
// With no real government form configured, the practice form stands in (e-mailing the worker's mail receiver).
if (!config.GOV_FORM_URL) children.push(spawn(process.execPath, tsx('packages/gov-sim/src/main.ts'), { cwd: root, stdio: 'inherit', env: { ...env, GOV_SIM_PORT: String(config.GOV_SIM_PORT) } }));

const publicUrl = dev ? 'http://localhost:5173' : `http://localhost:${config.PORT}`;
console.log(`\n  ETA platform starting at ${publicUrl}  (staff sign-in: ${publicUrl}/staff/signin)`);
if (!config.GOV_FORM_URL) console.log(`  Automated submissions go to the PRACTICE government form at http://127.0.0.1:${config.GOV_SIM_PORT} (set GOV_FORM_URL for the real one).`);
console.log('  Press Ctrl+C to stop.\n');
if (!config.STRIPE_SECRET_KEY) console.log(sandboxPaymentsWarning());

/** Said loudly: with no Stripe key, checkout is the local test page and no card is ever charged. */
function sandboxPaymentsWarning(): string {
  const lines = [
    'TEST PAYMENTS: no STRIPE_SECRET_KEY is set, so checkout is the local sandbox page.',
    'No card is charged and no money moves. Set the Stripe keys before taking real payments.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const yellow = (text: string) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1;33m${text}\x1b[0m` : text);
  const rule = `  +${'-'.repeat(width)}+`;
  return yellow([rule, ...lines.map((line) => `  |  ${line.padEnd(width - 4)}  |`), rule, ''].join('\n'));
}

let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.filter((child) => child.exitCode === null).map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await database.stop();
  process.exit(code);
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A process exited unexpectedly (code ${code}); stopping the others.`);
      void stopAll(1);
    }
  });
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
