import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliActor, createStaff, listStaffApplications, type Actor, type Core } from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import type { ListApplicationsInput } from '@eta/domain';
import { benchCore, percentile, serverThread, type ThreadServer } from './harness.ts';

const APPLICATIONS = 100_000;
const SAMPLES = 40;
const CONSOLES = 50;
const POLL_MS = 3000;
const POLL_WINDOW_MS = 30_000;

/** CPU seconds used so far by the PostgreSQL server (the postmaster and its backends), from /proc. */
function postgresCpuSeconds(pgDataDir: string): number {
  const postmaster = Number(readFileSync(join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const ticks = (pid: string) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { parent: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  };
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = ticks(pid);
      if (Number(pid) === postmaster || stat.parent === postmaster) total += stat.cpu;
    } catch {
      // the process ended while we looked
    }
  }
  return total / 100;
}

/** The cheapest round trip to PostgreSQL on the same pool: the floor any list query stands on. */
async function selectOne(core: Core): Promise<void> {
  const pool = await core.orm.em.getConnection().getNativeClient();
  await pool.query({ name: 'bench_select_1', text: 'select 1' });
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** 50 consoles each asking for the list every 3 s with If-None-Match, staggered; returns how many answers were 304. */
async function pollLikeConsoles(url: string, cookie: string, windowMs: number): Promise<{ requests: number; notModified: number }> {
  const first = await fetch(url, { headers: { cookie } });
  const etag = first.headers.get('etag') ?? '';
  await first.arrayBuffer();
  let requests = 0;
  let notModified = 0;
  const end = Date.now() + windowMs;
  await Promise.all(
    Array.from({ length: CONSOLES }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * POLL_MS) / CONSOLES));
      while (Date.now() < end) {
        const res = await fetch(url, { headers: { cookie, 'if-none-match': etag } });
        await res.arrayBuffer();
        requests++;
        if (res.status === 304) notModified++;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }),
  );
  return { requests, notModified };
}

async function cpuOfPolling(server: ThreadServer, url: string, cookie: string, pgDataDir: string | null) {
  const busyBefore = server.busyMs();
  const pgBefore = pgDataDir ? postgresCpuSeconds(pgDataDir) : 0;
  const { requests, notModified } = await pollLikeConsoles(url, cookie, POLL_WINDOW_MS);
  const apiSeconds = (server.busyMs() - busyBefore) / 1000;
  const pgSeconds = pgDataDir ? postgresCpuSeconds(pgDataDir) - pgBefore : 0;
  const share = (seconds: number) => `${((seconds / (POLL_WINDOW_MS / 1000)) * 100).toFixed(2)}%`;
  return { requests, notModified, server: share(apiSeconds), postgres: pgDataDir ? share(pgSeconds) : '—', total: share(apiSeconds + pgSeconds) };
}

/**
 * The staff list with 100,000 applications: p95 of the list call (permission check, page and
 * count) for every sort and filter, next to a `select 1` round trip; then the CPU 50 consoles cost
 * polling every 3 s when nothing changes, next to a bare Fastify route polled the same way.
 */
export async function consoleBench(): Promise<void> {
  const { core, env, pgDataDir, close } = await benchCore();
  try {
    const seedStart = performance.now();
    for (let done = 0; done < APPLICATIONS; done += 20_000) await seedApplications(core, 20_000, { batch: `b${done}` });
    await core.em().getConnection().execute('analyze');
    console.log(`\nconsole: ${APPLICATIONS.toLocaleString('en-GB')} applications seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const staff = await createStaff(core, cliActor('bench'), { email: 'console@agency.test', password: 'bench-password-1', role: 'STAFF' });
    const actor: Actor = { type: 'staff', userId: staff.id, email: staff.email, role: 'STAFF' };
    const baseline = await timed(() => selectOne(core));
    const firstPage = await listStaffApplications(core, actor, {});
    const cases: [string, ListApplicationsInput][] = [
      ['all, newest first', {}],
      ['all, second page', { after: firstPage.nextCursor! }],
      ['status IN_REVIEW', { status: 'IN_REVIEW' }],
      ['status DRAFT', { status: 'DRAFT' }],
      ['search name "silva"', { search: 'silva' }],
      ['search reference', { search: firstPage.applications[3]!.reference }],
      ['search e-mail "olivia.smith"', { search: 'olivia.smith' }],
      ['search last 4 "2047"', { search: '2047' }],
      ['search + status', { search: 'kim', status: 'APPROVED' }],
    ];
    for (const sort of ['reference', 'applicant', 'status', 'paymentStatus'] as const) {
      for (const direction of ['asc', 'desc'] as const) cases.push([`sort ${sort} ${direction}`, { sort, direction }]);
    }
    cases.push(['sort applicant, status RECEIVED', { sort: 'applicant', direction: 'asc', status: 'RECEIVED' }]);
    const basisP95 = percentile(baseline, 95);
    const rows = [{ query: 'select 1 (baseline)', 'p50 ms': percentile(baseline, 50).toFixed(2), 'p95 ms': basisP95.toFixed(2), 'p95 vs baseline': '1.00×' }];
    let worst = 0;
    for (const [name, input] of cases) {
      const samples = await timed(() => listStaffApplications(core, actor, input));
      const p95 = percentile(samples, 95);
      worst = Math.max(worst, p95);
      rows.push({ query: name, 'p50 ms': percentile(samples, 50).toFixed(2), 'p95 ms': p95.toFixed(2), 'p95 vs baseline': `${(p95 / Math.max(basisP95, 0.01)).toFixed(1)}×` });
    }
    console.log(`list call (permission, page of 25, total count), ${SAMPLES} calls each, one at a time`);
    console.table(rows);
    console.log(`worst p95: ${worst.toFixed(1)} ms (target under 30 ms)`);

    const api = await serverThread({ kind: 'api', env });
    const bare = await serverThread({ kind: 'bare', path: '/api/staff/applications', body: firstPage });
    try {
      const signIn = await fetch(`${api.url}/api/staff/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'console@agency.test', password: 'bench-password-1' }),
      });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      console.log(`\n${CONSOLES} consoles polling every ${POLL_MS / 1000} s for ${POLL_WINDOW_MS / 1000} s, nothing changing (share of one core)`);
      const bareCost = await cpuOfPolling(bare, `${bare.url}/api/staff/applications`, cookie, null);
      const apiCost = await cpuOfPolling(api, `${api.url}/api/staff/applications?status=all`, cookie, pgDataDir);
      console.table([
        { process: 'bare Fastify route answering the page (baseline)', ...bareCost },
        { process: 'API with If-None-Match (304s)', ...apiCost },
      ]);
      console.log('target: the API row\'s total under 5%');
    } finally {
      await api.stop();
      await bare.stop();
    }
  } finally {
    await close();
  }
}
