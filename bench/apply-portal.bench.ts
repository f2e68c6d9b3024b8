import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { formatDmy } from '@eta/domain';
import { benchCore, load, printTable, serverThread } from './harness.ts';

const APPLICATIONS = 100_000;
const APPLY_REQUESTS = 20_000;

/**
 * POST /api/apply and the portal look-up under 50 concurrent connections with 100,000
 * applications in the database, beside a bare Fastify route measured in the same run.
 */
export async function applyPortalBench(): Promise<void> {
  // The load generator stands where the reverse proxy would (loopback), so each simulated visitor carries its own address.
  const { core, env, close } = await benchCore({ TRUST_PROXY: '127.0.0.1,::1' });
  const bare = await serverThread({ kind: 'bare', path: '/bare', body: { applications: [] } });
  let server: Awaited<ReturnType<typeof serverThread>> | undefined;
  try {
    console.log(`\nseeding ${APPLICATIONS.toLocaleString()} applications and ${APPLY_REQUESTS.toLocaleString()} photo uploads…`);
    await seed(core.em().getConnection());
    server = await serverThread({ kind: 'api', env });
    const bareUrl = bare.url;
    const apiUrl = server.url;

    let lookup = 0;
    const portalRequests: autocannon.Request[] = [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = (lookup++ * 7919) % APPLICATIONS;
          request.path = `/api/portal/applications?email=bench${n}%40example.com&lastName=Person${n % 1000}`;
          request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
          return request;
        },
      },
    ];
    let applied = 0;
    const travelDate = formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1)));
    const expiry = formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + 6, 5, 1)));
    const applyRequests: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/apply',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const n = applied++ % APPLY_REQUESTS;
          request.body = JSON.stringify(applyBody(n, travelDate, expiry));
          return request;
        },
      },
    ];

    const baseline = await load('bare Fastify route (baseline)', `${bareUrl}/bare`, { seconds: 6 });
    // Each measurement follows 2 unmeasured seconds of the same load (JIT, pooled connections, prepared statements).
    await load('warm-up', apiUrl, { requests: portalRequests, seconds: 2 });
    const portal = await load('GET /api/portal/applications', apiUrl, { requests: portalRequests, seconds: 8 });
    await load('warm-up', apiUrl, { requests: applyRequests, seconds: 2 });
    const apply = await load('POST /api/apply', apiUrl, { requests: applyRequests, seconds: 8 });
    console.log(`\napply and portal look-up, 50 connections, ${APPLICATIONS.toLocaleString()} applications (targets: portal p95 < 20 ms, apply p95 < 100 ms)`);
    printTable([baseline, portal, apply], baseline);
  } finally {
    await bare.stop();
    await server?.stop();
    await close();
  }
}

function applyBody(n: number, travelDate: string, expiry: string) {
  return {
    draftKey: randomUUID(),
    email: `applicant${n}@example.com`,
    personal: { firstName: 'Bench', lastName: `Applicant${n}`, dateOfBirth: '01/01/1990', nationality: 'Canada' },
    passport: { number: `BN${String(n).padStart(7, '0')}`, expiryDate: expiry, country: 'Canada', placeOfIssue: 'Ottawa' },
    travel: { arrivalDate: travelDate, departureDate: travelDate, addressLine1: '1 Bench Street', town: 'London', country: 'United Kingdom', purposeOfVisit: 'tourism' },
    photo: { usePhoto: 'yes', photoUploadId: uploadId(n) },
    declarations: { termsAccepted: true },
  };
}

const uploadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Connection = { execute: (sql: string, params?: unknown[], method?: 'all' | 'get' | 'run') => Promise<unknown> };

async function seed(connection: Connection): Promise<void> {
  await connection.execute(
    `insert into client (id, email, is_active, created_at)
     select gen_random_uuid(), 'bench' || g || '@example.com', true, now() - (g || ' minutes')::interval from generate_series(0, ${APPLICATIONS - 1}) g`,
    [],
    'run',
  );
  await connection.execute(
    `insert into application (id, reference, client_id, status, payment_status, internal_email, personal, passport, passport_number_last4, travel, declarations, created_at, updated_at, version)
     select gen_random_uuid(), 'ETA-' || upper(lpad(to_hex(g), 6, '0')), c.id, (array['RECEIVED','IN_REVIEW','SUBMITTED_TO_UK','APPROVED'])[1 + g % 4], 'PAID',
            'bench' || g || '@inbox.eta-assist.localhost', jsonb_build_object('firstName', 'Bench', 'lastName', 'Person' || (g % 1000)),
            '{}'::jsonb, lpad((g % 10000)::text, 4, '0'), '{}'::jsonb, '{}'::jsonb, c.created_at, c.created_at, 1
     from generate_series(0, ${APPLICATIONS - 1}) g join client c on c.email = 'bench' || g || '@example.com'`,
    [],
    'run',
  );
  await connection.execute(
    `insert into file (id, kind, storage_key, content_type, size_bytes, sha256, created_at)
     select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'photo', 'bench/' || g, 'image/jpeg', 1000, repeat('0', 64), now()
     from generate_series(0, ${APPLY_REQUESTS - 1}) g`,
    [],
    'run',
  );
  await connection.execute('analyze', [], 'run');
}
