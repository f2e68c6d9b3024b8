import { cliActor, createStaff } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { benchCore, percentile, serverThread, type ThreadServer } from './harness.ts';

const APPLICATIONS = 100_000;
const SAMPLES = 40;
const ADMIN = { email: 'admin-bench@agency.test', password: 'bench-password-1' };

type Row = { call: string; 'p50 ms': string; 'p95 ms': string; 'p95 vs baseline': string; target: string };

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/staff/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Times `SAMPLES` GETs one after another, reading each body whole; fails loudly on a non-2xx. */
async function timedGets(url: string, cookie: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Downloads a CSV export, counting its lines, while sampling the process's resident memory every
 * 20 ms (the API runs on a thread of this process). Returns the time, the lines and the peak growth.
 */
async function download(url: string, cookie: string): Promise<{ seconds: number; lines: number; megabytes: number; peakGrowthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  return { seconds, lines, megabytes: bytes / 1e6, peakGrowthMb: (peak - before) / 1e6 };
}

const row = (call: string, samples: number[], baselineP95: number, target: string): Row => {
  const p95 = percentile(samples, 95);
  return { call, 'p50 ms': percentile(samples, 50).toFixed(2), 'p95 ms': p95.toFixed(2), 'p95 vs baseline': `${(p95 / Math.max(baselineP95, 0.01)).toFixed(1)}×`, target };
};

/**
 * The administrators' dashboard on 100,000 applications, through the REST API on its own thread:
 * the overview, financial and metrics calls and the advanced search (p95, one call at a time,
 * beside a bare Fastify route answering a small JSON body), then the CSV export of every
 * application (time and memory, beside the same bytes from a bare route).
 */
export async function adminBench(): Promise<void> {
  const { core, env, close } = await benchCore();
  let api: ThreadServer | null = null;
  let bare: ThreadServer | null = null;
  try {
    const seedStart = performance.now();
    for (let done = 0; done < APPLICATIONS; done += 20_000) await seedApplications(core, 20_000, { batch: `a${done}` });
    await core.em().getConnection().execute('analyze');
    console.log(`\nadmin: ${APPLICATIONS.toLocaleString('en-GB')} applications seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    await createStaff(core, cliActor('bench'), { ...ADMIN, role: 'ADMIN' });

    api = await serverThread({ kind: 'api', env });
    const cookie = await signIn(api.url);
    const stats = await (await fetch(`${api.url}/api/admin/stats`, { headers: { cookie } })).json();
    bare = await serverThread({ kind: 'bare', path: '/api/admin/stats', body: stats });
    const baseline = await timedGets(`${bare.url}/api/admin/stats`, cookie);
    const baseP95 = percentile(baseline, 95);

    const calls: [string, string, string][] = [
      ['GET /api/admin/stats (overview)', '/api/admin/stats', '< 100 ms'],
      ['GET /api/admin/financial', '/api/admin/financial', '< 100 ms'],
      ['GET /api/admin/metrics', '/api/admin/metrics', '< 100 ms'],
      ['GET /api/admin/analytics', '/api/admin/analytics', '—'],
      ['search: no filter', '/api/admin/search', '< 50 ms'],
      ['search: status APPROVED', '/api/admin/search?status=APPROVED', '< 50 ms'],
      ['search: nationality Japan', '/api/admin/search?nationality=Japan', '< 50 ms'],
      ['search: e-mail "olivia.smith"', '/api/admin/search?email=olivia.smith', '< 50 ms'],
      ['search: reference prefix "ETA-0"', '/api/admin/search?reference=ETA-0', '< 50 ms'],
      ['search: last 7 days, REFUSED', `/api/admin/search?status=REFUSED&dateFrom=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}`, '< 50 ms'],
      ['search: all six filters', `/api/admin/search?reference=ETA&email=example.com&status=RECEIVED&nationality=Canada&dateFrom=2020-01-01&dateTo=2100-01-01`, '< 50 ms'],
    ];
    const rows: Row[] = [row('bare Fastify route, same JSON (baseline)', baseline, baseP95, '—')];
    for (const [name, path, target] of calls) rows.push(row(name, await timedGets(`${api.url}${path}`, cookie), baseP95, target));
    console.log(`admin calls over REST, ${SAMPLES} calls each, one at a time (full round trip: session, permission, query, JSON)`);
    console.table(rows);

    const small = await download(`${api.url}/api/admin/search/export?dateFrom=${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`, cookie);
    const all = await download(`${api.url}/api/admin/search/export`, cookie);
    await bare.stop();
    bare = await serverThread({ kind: 'bare', path: '/export.csv', body: 'x'.repeat(Math.round(all.megabytes * 1e6)) });
    const floor = await download(`${bare.url}/export.csv`, cookie);
    console.log('CSV export, streamed (memory: peak growth of this process, which runs the API thread, while downloading)');
    console.table([
      { export: 'bare route sending the same number of bytes (baseline)', rows: '—', MB: floor.megabytes.toFixed(1), seconds: floor.seconds.toFixed(2), 'peak RSS growth MB': floor.peakGrowthMb.toFixed(1), 'time vs baseline': '1.0×' },
      { export: 'last 3 days', rows: (small.lines - 1).toLocaleString('en-GB'), MB: small.megabytes.toFixed(1), seconds: small.seconds.toFixed(2), 'peak RSS growth MB': small.peakGrowthMb.toFixed(1), 'time vs baseline': '—' },
      { export: 'every application', rows: (all.lines - 1).toLocaleString('en-GB'), MB: all.megabytes.toFixed(1), seconds: all.seconds.toFixed(2), 'peak RSS growth MB': all.peakGrowthMb.toFixed(1), 'time vs baseline': `${(all.seconds / Math.max(floor.seconds, 0.001)).toFixed(1)}×` },
    ]);
    console.log(`target: every application in under 10 s (${all.seconds.toFixed(1)} s), memory flat: growth for all rows about that for a few thousand, far below the file's size`);
  } finally {
    await bare?.stop();
    await api?.stop();
    await close();
  }
}
