import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  anonymous,
  AutomationRun,
  cliActor,
  closeDocumentReaders,
  createStaff,
  fileStore,
  Payment,
  paySandboxSession,
  requestAutomatedSubmission,
  startCheckout,
  storeFile,
  StoredFile,
  submitApplication,
  validatePassport,
  validatePhoto,
  type Actor,
  type Core,
} from '@eta/core';
import { seedApplications } from '@eta/core/seed';
import { passportSpecimen, portraitSpecimen } from '@eta/core/specimens';
import { formatDmy } from '@eta/domain';
import { startGovSim } from '@eta/gov-sim';
import { descendants, freePort } from '@eta/worker/testing';
import { benchCore, percentile } from './harness.ts';

/** Rows seedApplications writes in one statement: the database's size before and after. */
const SEEDED = 20_000;
/** Applications taken from the wizard to paid through the core use cases: enough rows that 8 kB pages do not blur bytes per row. */
const JOURNEYS = 400;
const JOURNEY_CONCURRENCY = 4;
/** Passport and photo checks timed one at a time, after a warm-up. */
const CHECKS = 5;
/** At most what one process admits at once (imageWork: 2 running, 6 waiting); more would be refused with 503. */
const CONCURRENT_PASSPORTS = 8;
/** Full journeys through the practice form, queued together: the second shows the singleton queue's hand-off. */
const SUBMISSIONS = 2;
const JOBS = 2_000;
const ONE_BY_ONE_JOBS = 500;
const TARGET = { perYear: 1_000_000, peakPerMinute: 50 };
const WORKER_MAIN = fileURLToPath(new URL('../apps/worker/src/main.ts', import.meta.url));
const STAFF_PASSWORD = 'capacity-bench-1';
/** A B-tree entry for a uuid or short key, its line pointer, and a page left 10% free: what each index adds per row. */
const INDEX_ENTRY_BYTES = 40;
/** Each heap row's line pointer; pg_column_size(t.*) already counts the 24-byte tuple header. */
const LINE_POINTER_BYTES = 4;

type OcrData = Awaited<ReturnType<typeof validatePassport>>['ocrData'];
type Relation = { bytes: number; rows: number; payload: number; indexes: number };
type Relations = Map<string, Relation>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(2)} MB`;
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
const tib = (bytes: number) => `${(bytes / 1024 ** 4).toFixed(2)} TiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => percentile(xs, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every table of the product and of pg-boss: bytes on disk (table, TOAST, indexes; a partitioned table's leaves, since pg_partition_tree lists nothing for a plain table), rows, and the rows' own bytes. */
async function relations(core: Core): Promise<Relations> {
  const connection = core.em().getConnection();
  const tables = await connection.execute<{ schema: string; name: string; bytes: string; indexes: number }[]>(
    `select n.nspname as schema, c.relname as name,
            (case when c.relkind = 'p'
                  then (select coalesce(sum(pg_total_relation_size(t.relid)), 0) from pg_partition_tree(c.oid) t where t.isleaf)
                  else pg_total_relation_size(c.oid) end)::bigint as bytes,
            (select count(*) from pg_index i where i.indrelid = c.oid)::int as indexes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss') and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const result: Relations = new Map();
  for (const table of tables) {
    const [row] = await connection.execute<{ rows: number; payload: string }[]>(
      `select count(*)::int as rows, coalesce(sum(pg_column_size(t.*)), 0)::bigint as payload from "${table.schema}"."${table.name}" t`,
    );
    const name = table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
    result.set(name, { bytes: Number(table.bytes), rows: row?.rows ?? 0, payload: Number(row?.payload ?? 0), indexes: table.indexes });
  }
  return result;
}

function delta(before: Relations, after: Relations): Relations {
  const result: Relations = new Map();
  for (const [name, now] of after) {
    const then = before.get(name) ?? { bytes: 0, rows: 0, payload: 0, indexes: now.indexes };
    result.set(name, { bytes: now.bytes - then.bytes, rows: now.rows - then.rows, payload: now.payload - then.payload, indexes: now.indexes });
  }
  return result;
}

async function databaseBytes(core: Core): Promise<number> {
  const [row] = await core.em().getConnection().execute<{ bytes: string }[]>('select pg_database_size(current_database())::bigint as bytes');
  return Number(row?.bytes ?? 0);
}

async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const inMonths = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return formatDmy(date);
};

/** What the wizard sends at its last step, as apps/worker's paidApplication() fills it, with the upload ids and the OCR reading. */
function wizardAnswers(n: number, uploads: { scan: string; photo: string }, ocrData: OcrData) {
  return {
    draftKey: randomUUID(),
    email: `traveller-${n}-${randomUUID().slice(0, 6)}@example.com`,
    personal: { firstName: 'Amelia', middleName: 'Rose', lastName: `Tremblay${n}`, dateOfBirth: '14/02/1990', nationality: 'Canada', hasOtherNationalities: 'no', hasPhoneNumber: 'yes', phone: '+15551234567' },
    passport: { number: 'AB1234567', expiryDate: inMonths(60), country: 'Canada', placeOfIssue: 'Ottawa', scanUploadId: uploads.scan, ocrData },
    travel: { arrivalDate: inMonths(2), departureDate: inMonths(3), addressLine1: '12 Rue Sainte-Catherine', addressLine2: 'Apt 4', town: 'Montreal', postcode: 'H2X 1K4', country: 'Canada', purposeOfVisit: 'tourism', hasJob: 'yes', job: 'Architect' },
    photo: { usePhoto: 'no', photoUploadId: uploads.photo },
    declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
  };
}

/** The wizard's submission, the checkout and the card provider's webhook (the sandbox signs it as Stripe would): a paid application. */
async function submitAndPay(core: Core, actor: Actor, n: number, uploads: { scan: string; photo: string }, ocrData: OcrData): Promise<string> {
  const { application } = await submitApplication(core, actor, wizardAnswers(n, uploads, ocrData));
  await startCheckout(core, actor, { applicationId: application.id }, 'http://127.0.0.1:5173');
  const payment = await core.em().findOneOrFail(Payment, { application: application.id });
  await paySandboxSession(core, payment.providerSessionId);
  return application.id;
}

/** A /proc field in kB (VmRSS, VmHWM from status; Pss from smaps_rollup), as bytes; 0 once the process is gone. */
function procKb(path: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(path, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Connections `pid` holds to PostgreSQL's port: its socket inodes matched against its network namespace's TCP table. */
function databaseConnections(pid: number, port: number): number {
  try {
    const inodes = new Set<string>();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // closed while we looked
      }
    }
    let count = 0;
    for (const table of ['tcp', 'tcp6']) {
      for (const line of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields.length < 10) continue;
        if (parseInt(fields[2]!.split(':')[1]!, 16) === port && fields[3] === '01' && inodes.has(fields[9]!)) count++;
      }
    }
    return count;
  } catch {
    return 0;
  }
}

type Peaks = { chromiumRss: number; chromiumPss: number; chromiumProcesses: number; workerRss: number; connections: number };

/** Samples the worker process and its Chromium every 250 ms; the sums over the tree are taken per sample, so the peak is one moment's. */
function watch(workerPid: number, databasePort: number): { stop: () => Peaks } {
  const peaks: Peaks = { chromiumRss: 0, chromiumPss: 0, chromiumProcesses: 0, workerRss: 0, connections: 0 };
  const sample = () => {
    const tree = descendants(workerPid);
    peaks.chromiumRss = Math.max(peaks.chromiumRss, tree.reduce((sum, pid) => sum + procKb(`/proc/${pid}/status`, 'VmRSS'), 0));
    peaks.chromiumPss = Math.max(peaks.chromiumPss, tree.reduce((sum, pid) => sum + procKb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0));
    peaks.chromiumProcesses = Math.max(peaks.chromiumProcesses, tree.length);
    peaks.workerRss = Math.max(peaks.workerRss, procKb(`/proc/${workerPid}/status`, 'VmRSS'));
    peaks.connections = Math.max(peaks.connections, databaseConnections(workerPid, databasePort));
  };
  const timer = setInterval(sample, 250);
  return {
    stop: () => {
      clearInterval(timer);
      return peaks;
    },
  };
}

/** apps/worker/src/main.ts as production starts it (Node strips the types; no build), once it says it started. */
function startWorkerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, [WORKER_MAIN], { env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`The worker did not start within 90 s:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"worker started"')) {
        clearTimeout(timeout);
        resolve({ child, exited });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`The worker exited (${code}) before it started:\n${output}`));
    });
  });
}

async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${s(timeoutMs)}`);
    await sleep(250);
  }
}

type Checks = { passportMs: number; passportCpuMs: number; photoMs: number; photoCpuMs: number; passportsPerSecondAlone: number; passportsPerSecondTogether: number; ocrData: OcrData; scanBytes: number[]; photoBytes: number[] };

/** validatePassport and validatePhoto one at a time (wall and CPU time of this process, whose OCR and face threads count in it), then passports all at once. */
async function documentChecks(core: Core): Promise<Checks> {
  const passports = await Promise.all(Array.from({ length: CHECKS + 1 }, (_, i) => passportSpecimen({ seed: 3000 + i, variation: i % 3 === 0 ? 'clean' : 'varied' })));
  const portraits = await Promise.all(Array.from({ length: CHECKS + 1 }, (_, i) => portraitSpecimen({ seed: 300 + i })));
  const actor = anonymous('192.0.2.40');
  await validatePassport(core, actor, { bytes: passports[0]!.bytes }); // warm-up: starts the OCR workers
  await validatePhoto(core, actor, { bytes: portraits[0]!.bytes }); // warm-up: loads the face model
  const passportRuns = [];
  const photoRuns = [];
  for (let i = 1; i <= CHECKS; i++) {
    passportRuns.push(await measured(() => validatePassport(core, actor, { bytes: passports[i]!.bytes })));
    photoRuns.push(await measured(() => validatePhoto(core, actor, { bytes: portraits[i]!.bytes })));
  }
  const together = await Promise.all(Array.from({ length: CONCURRENT_PASSPORTS }, (_, i) => passportSpecimen({ seed: 3100 + i, variation: 'varied' })));
  const start = performance.now();
  await Promise.all(together.map((specimen, i) => validatePassport(core, anonymous(`192.0.2.${50 + i}`), { bytes: specimen.bytes })));
  const togetherMs = performance.now() - start;
  const passportMs = median(passportRuns.map((r) => r.ms));
  return {
    passportMs,
    passportCpuMs: median(passportRuns.map((r) => r.cpuMs)),
    photoMs: median(photoRuns.map((r) => r.ms)),
    photoCpuMs: median(photoRuns.map((r) => r.cpuMs)),
    passportsPerSecondAlone: 1000 / passportMs,
    passportsPerSecondTogether: (CONCURRENT_PASSPORTS * 1000) / togetherMs,
    ocrData: passportRuns.find((r) => r.value.ocrData)?.value.ocrData ?? null,
    scanBytes: passports.map((p) => p.bytes.byteLength),
    photoBytes: portraits.map((p) => p.bytes.byteLength),
  };
}

type PerRow = Map<string, { asWritten: number; compacted: number; rows: number }>;

/** JOURNEYS applications from the wizard to paid, on a database holding nothing else: bytes per row of each table they write, as written and after VACUUM FULL. */
async function journeyBytesPerRow(core: Core, ocrData: OcrData): Promise<PerRow> {
  const [scan, portrait] = await Promise.all([passportSpecimen({ seed: 4000, variation: 'varied' }), portraitSpecimen({ seed: 400 })]);
  const before = await relations(core);
  const start = performance.now();
  for (let first = 0; first < JOURNEYS; first += JOURNEY_CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(JOURNEY_CONCURRENCY, JOURNEYS - first) }, async (_, k) => {
        const n = first + k;
        const actor = anonymous(`198.51.100.${n % 250}`);
        // The wizard's uploads, stored as validatePassport and validatePhoto store them (the reading itself is timed elsewhere).
        const [scanFile, photoFile] = await Promise.all([
          storeFile(core.em(), fileStore(core), { kind: 'passport_scan', bytes: scan.bytes, contentType: scan.mimetype }),
          storeFile(core.em(), fileStore(core), { kind: 'photo', bytes: portrait.bytes, contentType: 'image/jpeg' }),
        ]);
        await submitAndPay(core, actor, n, { scan: scanFile.id, photo: photoFile.id }, ocrData);
      }),
    );
  }
  console.log(`  ${JOURNEYS} applications uploaded, submitted and paid through the core use cases in ${s(performance.now() - start)} (${JOURNEY_CONCURRENCY} at a time)`);
  const written = delta(before, await relations(core));
  const touched = [...written].filter(([name, d]) => d.rows > 0 && !name.startsWith('pgboss.')).map(([name]) => name);
  await core.em().getConnection().execute(`vacuum full ${touched.map((name) => `"${name}"`).join(', ')}`);
  const compacted = delta(before, await relations(core));
  const result: PerRow = new Map();
  for (const name of touched) {
    const w = written.get(name)!;
    result.set(name, { asWritten: w.bytes / w.rows, compacted: compacted.get(name)!.bytes / w.rows, rows: w.rows });
  }
  return result;
}

/** seedApplications' rows (client, application, payment): the database's size before and after. */
async function seededBytes(core: Core): Promise<{ perApplication: number; rows: Record<string, string>[] }> {
  const [beforeDb, before] = [await databaseBytes(core), await relations(core)];
  const start = performance.now();
  await seedApplications(core, SEEDED, { days: 365, batch: 'capacity' });
  await core.em().getConnection().execute('analyze');
  const seeded = delta(before, await relations(core));
  const perApplication = ((await databaseBytes(core)) - beforeDb) / SEEDED;
  console.log(`  ${SEEDED.toLocaleString('en-GB')} applications seeded in ${s(performance.now() - start)}; pg_database_size grew ${mb(perApplication * SEEDED)}, ${kb(perApplication)} an application`);
  const rows = [...seeded]
    .filter(([, d]) => d.rows > 0)
    .map(([name, d]) => ({ table: name, rows: d.rows.toLocaleString('en-GB'), 'on disk': mb(d.bytes), 'bytes/row': String(Math.round(d.bytes / d.rows)), 'bytes/application': String(Math.round(d.bytes / SEEDED)) }));
  return { perApplication, rows };
}

type Submissions = { runMs: number[]; queuedToCompletedMs: number; handOffMs: number[]; peaks: Peaks; workerIdleRss: number; workerPeakRss: number; rowsPerApplication: Relations; files: { kind: string; count: number; plain: number; sealed: number }[] };

/**
 * SUBMISSIONS applications the real way (uploads read and checked, submitted, paid), then queued
 * for automated submission together and run by a worker process through the practice form, whose
 * decision e-mail (with the ETA's PDF) comes back a second later. The rows and files they leave,
 * and the worker's and Chromium's memory and connections meanwhile.
 */
async function submissions(core: Core, env: Record<string, string>, staff: Actor, ocrData: OcrData): Promise<Submissions> {
  const databasePort = Number(new URL(core.databaseUrl).port);
  const worker = await startWorkerProcess(env);
  try {
    const pid = worker.child.pid!;
    await sleep(2_000);
    const workerIdleRss = procKb(`/proc/${pid}/status`, 'VmRSS');
    const before = await relations(core);
    const ids: string[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const [scan, portrait] = await Promise.all([passportSpecimen({ seed: 5000 + i, variation: 'varied' }), portraitSpecimen({ seed: 500 + i })]);
      const actor = anonymous(`203.0.113.${i + 1}`);
      const passport = await validatePassport(core, actor, { bytes: scan.bytes });
      const photo = await validatePhoto(core, actor, { bytes: portrait.bytes });
      ids.push(await submitAndPay(core, actor, 10_000 + i, { scan: passport.uploadId, photo: photo.uploadId }, passport.ocrData ?? ocrData));
    }
    const watcher = watch(pid, databasePort);
    for (const applicationId of ids) await requestAutomatedSubmission(core, staff, { applicationId, password: STAFF_PASSWORD, headless: true });
    const runs = () => core.em().find(AutomationRun, { application: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
    await waitFor('the submissions', 240_000, async () => (await runs()).every((run) => run.status === 'completed' || run.status === 'failed'));
    const failed = (await runs()).filter((run) => run.status === 'failed');
    if (failed.length) throw new Error(`Submission failed: ${failed.map((run) => run.error).join('; ')}`);
    await waitFor('the decision e-mails', 60_000, async () => (await core.em().count(StoredFile, { application: { $in: ids }, kind: 'decision_pdf' })) === ids.length);
    await sleep(1_000); // the decision's e-mail to the applicant is queued in the same transaction; let the worker's outbox pass settle
    const peaks = watcher.stop();
    const workerPeakRss = procKb(`/proc/${pid}/status`, 'VmHWM');
    const rowsPerApplication = new Map([...delta(before, await relations(core))].map(([name, d]) => [name, { ...d, rows: d.rows / ids.length, payload: d.payload / ids.length }]));

    const done = await runs();
    const byStart = [...done].sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime());
    const runMs = byStart.map((run) => run.finishedAt!.getTime() - run.startedAt!.getTime());
    const handOffMs = byStart.slice(1).map((run, i) => run.startedAt!.getTime() - byStart[i]!.finishedAt!.getTime());
    const queuedToCompletedMs = byStart[0]!.finishedAt!.getTime() - byStart[0]!.createdAt.getTime();

    const stored = await core.em().find(StoredFile, { application: { $in: ids } });
    const kinds = [...new Set(stored.map((file) => file.kind))];
    const files = kinds.map((kind) => {
      const ofKind = stored.filter((file) => file.kind === kind);
      return {
        kind,
        count: ofKind.length / ids.length,
        plain: ofKind.reduce((sum, file) => sum + file.sizeBytes, 0) / ids.length,
        sealed: ofKind.reduce((sum, file) => sum + statSync(join(core.config.dataDir, 'files', file.storageKey)).size, 0) / ids.length,
      };
    });
    return { runMs, queuedToCompletedMs, handOffMs, peaks, workerIdleRss, workerPeakRss, rowsPerApplication, files };
  } finally {
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
}

/** One queue, a trivial handler: sends one at a time, then fetch-and-complete one at a time, then the rest by work() in batches. */
async function queueThroughput(core: Core): Promise<{ sendsPerSecond: number; oneByOnePerSecond: number; batchedPerSecond: number }> {
  const boss = await core.jobs();
  const queue = 'capacity-bench';
  await boss.createQueue(queue);
  let start = performance.now();
  for (let i = 0; i < JOBS; i++) await boss.send(queue, { i });
  const sendsPerSecond = JOBS / ((performance.now() - start) / 1000);
  start = performance.now();
  for (let i = 0; i < ONE_BY_ONE_JOBS; i++) {
    const [job] = await boss.fetch<{ i: number }>(queue);
    if (job) await boss.complete(queue, job.id);
  }
  const oneByOnePerSecond = ONE_BY_ONE_JOBS / ((performance.now() - start) / 1000);
  const completed = async () => {
    const [row] = await core.em().getConnection().execute<{ count: number }[]>(`select count(*)::int as count from pgboss.job where name = '${queue}' and state = 'completed'`);
    return row?.count ?? 0;
  };
  start = performance.now();
  let handled = 0;
  await boss.work<{ i: number }>(queue, { batchSize: 100, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true }, async (jobs) => {
    handled += jobs.length;
  });
  await waitFor('the queued jobs', 120_000, async () => (await completed()) >= JOBS);
  const batchedPerSecond = (JOBS - ONE_BY_ONE_JOBS) / ((performance.now() - start) / 1000);
  await boss.offWork(queue, { wait: true });
  if (handled < JOBS - ONE_BY_ONE_JOBS) throw new Error(`Only ${handled} jobs reached the handler`);
  return { sendsPerSecond, oneByOnePerSecond, batchedPerSecond };
}

/** Bytes a row of `name` takes: measured over the journeys when they wrote enough of them, else estimated from the row's own bytes. */
function bytesPerRow(name: string, perRow: PerRow, row: Relation, compacted: boolean): { bytes: number; basis: string } {
  const measuredRow = perRow.get(name);
  if (measuredRow && measuredRow.rows >= 100) return { bytes: compacted ? measuredRow.compacted : measuredRow.asWritten, basis: `measured, ${measuredRow.rows} rows` };
  const payload = row.rows > 0 ? row.payload / row.rows : 0;
  return { bytes: payload + LINE_POINTER_BYTES + row.indexes * INDEX_ENTRY_BYTES, basis: `estimated: row ${Math.round(payload)} B + ${LINE_POINTER_BYTES} B + ${row.indexes} indexes × ${INDEX_ENTRY_BYTES} B` };
}

/** Kept only for a while: counted for the bytes of a day or a week, not of a year. */
const TRANSIENT: Record<string, string> = {
  rate_limit: 'purged after a day (maintenance)',
  'pgboss.job': 'deleted by pg-boss 7 days after completion',
};

/**
 * Per-application costs, measured in one run on a throwaway database, scaled to the target of
 * docs/capacity.md: PostgreSQL bytes, stored file bytes, document-check time, the submission's time
 * and the singleton queue's hand-off, Chromium's and the worker's memory, pg-boss's throughput.
 */
export async function capacityBench(): Promise<void> {
  console.log(`\n## capacity: per-application costs, scaled to ${TARGET.perYear.toLocaleString('en-GB')} applications a year, peak ${TARGET.peakPerMinute} a minute`);
  const mailInPort = await freePort();
  const sim = await startGovSim({ smtp: { host: '127.0.0.1', port: mailInPort }, decision: { delayMs: 1_000 } });
  const bench = await benchCore({ GOV_SIM_PORT: String(sim.port), MAIL_IN_PORT: String(mailInPort) });
  const { core } = bench;
  try {
    const member = await createStaff(core, cliActor('bench'), { email: 'capacity@agency.test', password: STAFF_PASSWORD, role: 'STAFF' });
    const staff: Actor = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };

    console.log('\ndocument checks (one process, after a warm-up)');
    const checks = await documentChecks(core);
    console.table([
      { check: 'validatePassport (OCR)', 'median wall s': (checks.passportMs / 1000).toFixed(2), 'median CPU s': (checks.passportCpuMs / 1000).toFixed(2) },
      { check: 'validatePhoto (face checks)', 'median wall s': (checks.photoMs / 1000).toFixed(2), 'median CPU s': (checks.photoCpuMs / 1000).toFixed(2) },
    ]);
    console.log(`  passports per second in one process: ${checks.passportsPerSecondAlone.toFixed(2)} one at a time, ${checks.passportsPerSecondTogether.toFixed(2)} with ${CONCURRENT_PASSPORTS} at once`);
    await closeDocumentReaders();

    console.log('\nPostgreSQL: bytes per row of what an application writes up to payment');
    const perRow = await journeyBytesPerRow(core, checks.ocrData);
    console.log('\nPostgreSQL: seedApplications (client, application and payment rows only)');
    const seeded = await seededBytes(core);
    console.table(seeded.rows);

    console.log(`\nautomated submission: ${SUBMISSIONS} applications queued together, one worker process (apps/worker/src/main.ts), practice form, headless`);
    const run = await submissions(core, bench.env, staff, checks.ocrData);

    const tableRows = [];
    let asWritten = 0;
    let compacted = 0;
    let transient = 0;
    for (const [name, row] of [...run.rowsPerApplication].sort(([a], [b]) => a.localeCompare(b))) {
      if (row.rows <= 0) continue;
      const written = bytesPerRow(name, perRow, row, false);
      const compact = bytesPerRow(name, perRow, row, true);
      const keptFor = TRANSIENT[name];
      if (keptFor) transient += row.rows * written.bytes;
      else {
        asWritten += row.rows * written.bytes;
        compacted += row.rows * compact.bytes;
      }
      tableRows.push({ table: name, 'rows/application': row.rows.toFixed(1), 'bytes/row as written': Math.round(written.bytes), 'after VACUUM FULL': Math.round(compact.bytes), 'bytes/application': Math.round(row.rows * written.bytes), basis: keptFor ?? written.basis });
    }
    console.log('\nPostgreSQL rows one application leaves, from wizard to decision (the submitted applications), at the bytes per row measured above');
    console.table(tableRows);
    console.log(`  kept: ${kb(asWritten)} an application as written, ${kb(compacted)} after VACUUM FULL; transient: ${kb(transient)}`);

    console.log('\nstored files an application leaves (sealed: as written to the local folder or the bucket)');
    console.table(run.files.map((f) => ({ kind: f.kind, 'files/application': f.count.toFixed(1), 'plain bytes': Math.round(f.plain), 'sealed bytes': Math.round(f.sealed), sealed: kb(f.sealed) })));
    const fileBytes = run.files.reduce((sum, f) => sum + f.sealed, 0);
    console.log(`  ${mb(fileBytes)} sealed an application; specimen scans were ${checks.scanBytes.map(kb).join(', ')}; portraits ${checks.photoBytes.map(kb).join(', ')}`);

    const cycleMs = median(run.runMs) + median(run.handOffMs);
    console.log('\nsubmission time and memory');
    console.table([
      { measure: 'one run, started → completed', value: run.runMs.map(s).join(', ') },
      { measure: 'first run, queued → completed', value: s(run.queuedToCompletedMs) },
      { measure: 'singleton hand-off, one run finished → the next started', value: run.handOffMs.map(s).join(', ') },
      { measure: 'Chromium tree, peak RSS (sum over its processes)', value: mb(run.peaks.chromiumRss) },
      { measure: 'Chromium tree, peak PSS (shared pages split)', value: mb(run.peaks.chromiumPss) },
      { measure: 'Chromium processes at once, peak', value: String(run.peaks.chromiumProcesses) },
      { measure: 'worker Node process RSS, idle after start', value: mb(run.workerIdleRss) },
      { measure: 'worker Node process RSS, peak (VmHWM)', value: mb(run.workerPeakRss) },
      { measure: 'worker process connections to PostgreSQL, peak', value: String(run.peaks.connections) },
    ]);

    console.log(`\npg-boss: one queue, trivial handler, ${JOBS.toLocaleString('en-GB')} jobs`);
    const queue = await queueThroughput(core);
    console.table([
      { measure: 'send(), one at a time', 'jobs/s': Math.round(queue.sendsPerSecond) },
      { measure: `fetch() + complete(), one at a time (${ONE_BY_ONE_JOBS})`, 'jobs/s': Math.round(queue.oneByOnePerSecond) },
      { measure: `work(), batches of 100 (${JOBS - ONE_BY_ONE_JOBS})`, 'jobs/s': Math.round(queue.batchedPerSecond) },
    ]);

    const perDay = TARGET.perYear / 365;
    const peakPerSecond = TARGET.peakPerMinute / 60;
    const ceilingPerDay = 86_400_000 / cycleMs;
    console.log(`\nscaled to ${TARGET.perYear.toLocaleString('en-GB')} applications a year (${Math.round(perDay).toLocaleString('en-GB')} a day), peak ${TARGET.peakPerMinute} a minute`);
    console.table([
      { piece: 'PostgreSQL after a year (kept rows, as written)', need: gib(asWritten * TARGET.perYear), arithmetic: `${kb(asWritten)} × ${TARGET.perYear.toLocaleString('en-GB')}` },
      { piece: 'PostgreSQL after a year (after VACUUM FULL)', need: gib(compacted * TARGET.perYear), arithmetic: `${kb(compacted)} × ${TARGET.perYear.toLocaleString('en-GB')}` },
      { piece: 'files after a year (sealed)', need: tib(fileBytes * TARGET.perYear), arithmetic: `${mb(fileBytes)} × ${TARGET.perYear.toLocaleString('en-GB')}` },
      { piece: 'CPU for document checks at the peak', need: `${(peakPerSecond * (checks.passportCpuMs + checks.photoCpuMs) / 1000).toFixed(2)} cores`, arithmetic: `${TARGET.peakPerMinute}/60 × (${(checks.passportCpuMs / 1000).toFixed(2)} + ${(checks.photoCpuMs / 1000).toFixed(2)}) CPU s` },
      { piece: 'passport reads at the peak vs one process', need: `${peakPerSecond.toFixed(2)}/s`, arithmetic: `one process read ${checks.passportsPerSecondTogether.toFixed(2)}/s with ${CONCURRENT_PASSPORTS} at once` },
      { piece: 'pg-boss submission jobs at the peak', need: `${peakPerSecond.toFixed(2)}/s`, arithmetic: `measured ${Math.round(queue.oneByOnePerSecond)}/s one at a time` },
      { piece: 'submissions a day (singleton: one at a time)', need: `${Math.round(perDay).toLocaleString('en-GB')} average, ${(TARGET.peakPerMinute * 1440).toLocaleString('en-GB')} at a sustained peak`, arithmetic: `ceiling 86,400 / (${s(median(run.runMs))} + ${s(median(run.handOffMs))}) = ${Math.round(ceilingPerDay).toLocaleString('en-GB')} a day` },
    ]);
    console.log(`  submissions need ${(perDay / ceilingPerDay * 100).toFixed(0)}% of the singleton queue's day on average and ${((TARGET.peakPerMinute * 1440) / ceilingPerDay).toFixed(1)}× it at a sustained peak`);
    console.log('  (2-core machine shared with other work: times are noisy; bytes, rows and memory are not)');
  } finally {
    await closeDocumentReaders();
    await sim.close();
    await bench.close();
  }
}
