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

type Download = { seconds: number; lines: number; megabytes: number; heapGrowthMb: number; rssGrowthMb: number };

/**
 * Downloads a file from `server`, counting its lines, and measures the server thread's own V8
 * heap (its peak growth over the heap before the download) and this process's resident memory.
 */
async function download(server: ThreadServer, path: string, cookie: string): Promise<Download> {
  const heapBefore = (await server.heap()).now;
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const { peak } = await server.heap();
  return { seconds, lines, megabytes: bytes / 1e6, heapGrowthMb: (peak - heapBefore) / 1e6, rssGrowthMb: (rssPeak - rssBefore) / 1e6 };
}

const downloadRow = (name: string, d: Download, baseline: Download | null) => ({
  export: name,
  rows: baseline ? (d.lines - 1).toLocaleString('en-GB') : '—',
  MB: d.megabytes.toFixed(1),
  seconds: d.seconds.toFixed(2),
  'server heap peak growth MB': d.heapGrowthMb.toFixed(1),
  'process RSS peak growth MB': d.rssGrowthMb.toFixed(1),
  'time vs baseline': baseline ? `${(d.seconds / Math.max(baseline.seconds, 0.001)).toFixed(1)}×` : '1.0×',
});

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
    // A settled table, as autovacuum keeps it: the figures' index-only scans rely on the visibility map.
    await core.em().getConnection().execute('vacuum analyze');
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

    const recent = `/api/admin/search/export?dateFrom=${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`;
    const small = await download(api, recent, cookie);
    const all = await download(api, '/api/admin/search/export', cookie);
    await bare.stop();
    bare = await serverThread({ kind: 'bare', path: '/export.csv', body: 'x'.repeat(Math.round(all.megabytes * 1e6)) });
    const floor = await download(bare, '/export.csv', cookie);
    console.log('CSV export, streamed: time, and the peak growth of the serving thread\'s V8 heap (garbage included) and of this process');
    console.table([
      downloadRow('bare route sending the same number of bytes from memory (baseline)', floor, null),
      downloadRow('last 3 days', small, floor),
      downloadRow('every application', all, floor),
    ]);
    console.log(
      `target: every application in under 10 s (${all.seconds.toFixed(1)} s), memory flat: the heap grows ${all.heapGrowthMb.toFixed(0)} MB for ${all.megabytes.toFixed(0)} MB of CSV, ` +
        `${small.heapGrowthMb.toFixed(0)} MB for ${small.megabytes.toFixed(1)} MB`,
    );
  } finally {
    await bare?.stop();
    await api?.stop();
    await close();
  }
}
