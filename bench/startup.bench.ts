import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchCore, percentile } from './harness.ts';

const ROOT = join(import.meta.dirname, '..');
const SAMPLES = 5;

/** How the API process is started: as `./run.sh start` does, as TypeScript Node strips itself, and as production does. */
const WAYS: { name: string; args: string[] }[] = [
  { name: 'node -e "" (baseline)', args: ['-e', ''] },
  { name: 'development (tsx, src/)', args: ['--import', 'tsx', 'apps/api/src/main.ts'] },
  { name: 'Node strips types (src/)', args: ['apps/api/src/main.ts'] },
  { name: 'compiled build (dist/)', args: ['--no-experimental-strip-types', '--conditions=compiled', 'apps/api/dist/main.js'] },
];

/** Seconds from spawn until the API says it is listening (or the process exits, for the baseline); then it is stopped. */
function timeToListen(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { PATH: process.env.PATH, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const done = () => resolve((performance.now() - start) / 1000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        done();
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (args[0] === '-e' ? done() : !output.includes('listening on') && reject(new Error(`API exited ${code}:\n${output}`))));
  });
}

export async function startupBench(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  const { env, close } = await benchCore();
  try {
    const rows = [];
    let baseline = 0;
    let development = 0;
    for (const way of WAYS) {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push(await timeToListen(way.args, env));
      const median = percentile(times, 50);
      if (way === WAYS[0]) baseline = median;
      if (way === WAYS[1]) development = median;
      rows.push({ start: way.name, 'median s': median.toFixed(2), 'max s': Math.max(...times).toFixed(2), 'vs baseline': `${(median / baseline).toFixed(1)}×`, 'vs development': development ? `${(median / development).toFixed(2)}×` : '-' });
    }
    console.log(`\nAPI start to listening, median of ${SAMPLES}, on a migrated database`);
    console.table(rows);
  } finally {
    await close();
  }
}
