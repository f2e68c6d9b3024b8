import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedApplications } from '@eta/core/seed';
import { benchCore, percentile } from './harness.ts';

const APPLICATIONS = 100_000;
const HELP_SAMPLES = 10;
/** An export that holds its rows would die under this cap long before 100,000 of them; a streamed one does not notice it. */
const HEAP_CAP_MB = 96;
const ETACTL = fileURLToPath(new URL('../apps/cli/src/main.ts', import.meta.url));

type Run = { seconds: number; peakRssMb: number; code: number };

/** Peak resident memory of a running process so far (Linux: VmHWM never decreases, so the last reading is the peak). */
function peakRssMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs node with `args`, output discarded, timing it and watching its peak memory. */
function timed(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid!) ?? 0)), 25);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      resolve({ seconds: (performance.now() - start) / 1000, peakRssMb: peak, code: code ?? -1 });
    });
  });
}

const median = (runs: Run[]) => percentile(runs.map((r) => r.seconds), 50);

export async function cliBench(): Promise<void> {
  const { core, env, close } = await benchCore();
  const dir = mkdtempSync(join(tmpdir(), 'eta-bench-cli-'));
  try {
    const seedStart = performance.now();
    await seedApplications(core, APPLICATIONS, { days: 365, batch: 'clibench' });
    console.log(`\ncli: ${APPLICATIONS.toLocaleString('en-GB')} applications seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    // Baseline: starting Node itself, and Node writing a file of the export's size from memory.
    const bare: Run[] = [];
    const help: Run[] = [];
    for (let i = 0; i < HELP_SAMPLES; i++) {
      bare.push(await timed(['-e', ''], env));
      help.push(await timed([ETACTL, '--help'], env));
    }
    const bareStart = median(bare);
    console.log(`etactl --help, median of ${HELP_SAMPLES} starts (the command scripts and completion run most)`);
    console.table([
      { run: 'node -e "" (baseline)', 'median s': bareStart.toFixed(3), 'vs baseline': '1.0×', target: '—' },
      { run: 'etactl --help', 'median s': median(help).toFixed(3), 'vs baseline': `${(median(help) / bareStart).toFixed(1)}×`, target: '< 1 s' },
    ]);

    const exports: { label: string; args: string[]; env?: Record<string, string> }[] = [
      { label: 'about 1,000 (--to, the oldest days)', args: ['--to', dayAgo(361)] },
      { label: 'about 10,000 (--from, the last 36 days)', args: ['--from', dayAgo(36)] },
      { label: 'about 18,000 (--status IN_REVIEW)', args: ['--status', 'IN_REVIEW'] },
      { label: 'all 100,000 by a broad e-mail part (--email example.com)', args: ['--email', 'example.com'] },
      { label: `all ${APPLICATIONS.toLocaleString('en-GB')}, V8 heap capped at ${HEAP_CAP_MB} MB`, args: [], env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` } },
      { label: `all ${APPLICATIONS.toLocaleString('en-GB')}`, args: [] },
    ];
    const rows = [];
    const full = join(dir, 'all.csv');
    const results: Run[] = [];
    for (const { label, args, env: extra } of exports) {
      const out = args.length ? join(dir, 'part.csv') : full;
      const run = await timed([ETACTL, 'applications', 'export', ...args, '--out', out], { ...env, ...extra });
      if (run.code !== 0) throw new Error(`etactl export exited ${run.code}`);
      const lines = readFileSync(out, 'utf8').split('\n').length - 2;
      results.push(run);
      rows.push({ export: `etactl applications export: ${label}`, rows: lines.toLocaleString('en-GB'), MB: (statSync(out).size / 1e6).toFixed(1), seconds: run.seconds.toFixed(2), 'peak RSS MB': run.peakRssMb.toFixed(0) });
    }
    const bytes = statSync(full).size;
    const floor = await timed(['-e', `require('fs').writeFileSync(${JSON.stringify(join(dir, 'floor.csv'))}, Buffer.alloc(${bytes}, 97))`], env);
    console.log('CSV export to a file, streamed from one PostgreSQL cursor in batches of 1,000 (process start included)');
    console.table([
      { export: 'node writing the same bytes from memory (baseline)', rows: '—', MB: (bytes / 1e6).toFixed(1), seconds: floor.seconds.toFixed(2), 'peak RSS MB': floor.peakRssMb.toFixed(0) },
      ...rows,
    ]);
    const small = results[0]!;
    const all = results.at(-1)!;
    console.log(
      `  all rows: ${(all.seconds / floor.seconds).toFixed(1)}× the baseline's time (target: under 10 s); peak memory ${all.peakRssMb.toFixed(0)} MB for ${APPLICATIONS.toLocaleString('en-GB')} rows vs ${small.peakRssMb.toFixed(0)} MB for about a thousand (${(all.peakRssMb / small.peakRssMb).toFixed(2)}×); it also completes with the V8 heap capped at ${HEAP_CAP_MB} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await close();
  }
}

/** The day `days` ago, as the export's --to filter reads it. */
function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
