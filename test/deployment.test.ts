import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { governmentForm } from '../packages/core/src/automation/government-form.ts';
import { CONFIG_KEYS, loadConfig } from '../packages/core/src/config.ts';

/**
 * The deployment files keep production's promises: secrets are demanded, never defaulted; app
 * instances share nothing on disk and are configured only with variables the app reads; the images
 * run without dev dependencies or tsx, as a non-root user. Where Docker Compose is installed it
 * validates the file itself too.
 */
const ROOT = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const APIS = ['api-1', 'api-2'];
const WORKERS = ['worker-1', 'worker-2'];
const APP_SERVICES = [...APIS, ...WORKERS];
const MAIL_IN_CONTAINER_PORT = '2525';

/** What production refuses to start or work without (loadConfig, governmentForm), and the object store's secret. */
const REQUIRED_VARIABLES = [
  'POSTGRES_PASSWORD',
  'SESSION_SECRET',
  'DATA_ENCRYPTION_KEY',
  'PUBLIC_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MINIO_ROOT_PASSWORD',
  'GOV_FORM_URL',
  'GOV_FEE_CARD_NUMBER',
  'GOV_FEE_CARD_EXPIRY',
  'GOV_FEE_CARD_CVC',
  'GOV_FEE_CARD_NAME',
  'INTERNAL_MAIL_DOMAIN',
];

// --- docker-compose.yml ------------------------------------------------------------------------

type Service = {
  build?: { context?: string; target?: string };
  environment?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function loadCompose(): Compose {
  const document: unknown = parse(read('docker-compose.yml'), { merge: true });
  if (!isRecord(document) || !isRecord(document.services)) throw new Error('docker-compose.yml has no services');
  return document as Compose;
}

/** A service's variables as written (before Compose interpolates them). */
function environmentOf(service: Service): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => [line.split('=')[0] ?? '', line.slice(line.indexOf('=') + 1)])
    : Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)]);
  return Object.fromEntries(entries);
}

function dependencies(service: Service): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([name, { condition }]) => [name, condition ?? 'service_started']));
}

function fixedAddress(service: Service): string | undefined {
  const networks = service.networks;
  if (!networks || Array.isArray(networks)) return undefined;
  return Object.values(networks).map((network) => network?.ipv4_address).find(Boolean);
}

/** The container side of a port mapping such as `${MAIL_IN_PUBLISH_PORT:-25}:2525/tcp`. */
const containerPort = (mapping: string) => mapping.split(':').at(-1)?.replace(/\/(tcp|udp)$/, '');

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` with only the given variables set. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name: string, operator?: string, argument?: string) => {
    const set = variables[name];
    if (set) return set;
    if (operator === '?') throw new Error(`${name} is required: ${argument ?? ''}`);
    return operator === '-' ? (argument ?? '') : '';
  });
}

/** Compose durations as this file writes them: `90s`, `1m30s`. */
function seconds(duration: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match || duration === '') throw new Error(`Not a duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

// --- Dockerfile --------------------------------------------------------------------------------

type Instruction = { keyword: string; args: string };
type Stage = { name: string; from: string; instructions: Instruction[] };

/** Instructions with line continuations joined and comments dropped. */
function dockerInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Build stages by name, their base images with the global ARG defaults filled in. */
function dockerStages(text: string): Stage[] {
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of dockerInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(' ').filter((word) => !word.startsWith('--'));
      const from = image.replace(/\$\{?(\w+)\}?/g, (_, key: string) => globalArgs.get(key) ?? '');
      stages.push({ name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length), from, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [key = '', value = ''] = instruction.args.split('=');
      globalArgs.set(key, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** A stage and the stages it is built FROM, oldest first. */
function lineage(stages: Stage[], name: string): Stage[] {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`The Dockerfile has no stage ${name}`);
  const parent = stages.some((candidate) => candidate.name === stage.from) ? lineage(stages, stage.from) : [];
  return [...parent, stage];
}

const instructionsOf = (stages: Stage[], keyword: string) => stages.flatMap((stage) => stage.instructions.filter((instruction) => instruction.keyword === keyword));

type Copy = { from: string | undefined; sources: string[] };

/** What a chain of stages copies, and from which stage (undefined: the build context). */
function copiesOf(chain: Stage[]): Copy[] {
  return instructionsOf(chain, 'COPY').map((copy) => {
    const words = copy.args.split(' ');
    const paths = words.filter((word) => !word.startsWith('--'));
    return { from: words.map((word) => /^--from=(\S+)/.exec(word)?.[1]).find(Boolean), sources: paths.slice(0, -1) };
  });
}

// --- the checks --------------------------------------------------------------------------------

const hasCompose = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

/** Plausible values for every required variable, as production would set them. */
const DUMMY_SECRETS: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-password-for-the-test',
  SESSION_SECRET: 'a'.repeat(64),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_URL: 'https://eta-assist.example',
  STRIPE_SECRET_KEY: 'sk_test_dummy',
  STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
  MINIO_ROOT_PASSWORD: 'minio-password-for-the-test',
  GOV_FORM_URL: 'https://apply.eta.example.gov.uk',
  GOV_FEE_CARD_NUMBER: '4242 4242 4242 4242',
  GOV_FEE_CARD_EXPIRY: '12/34',
  GOV_FEE_CARD_CVC: '123',
  GOV_FEE_CARD_NAME: 'ETA Assist Ltd',
  INTERNAL_MAIL_DOMAIN: 'inbox.eta-assist.example',
};

/** `docker compose config` with only these variables: no ambient secrets, no .env file. */
function composeConfig(variables: Record<string, string>) {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...variables };
  return spawnSync('docker', ['compose', '--env-file', '/dev/null', '-f', 'docker-compose.yml', 'config', '--quiet'], { cwd: ROOT, env, encoding: 'utf8' });
}

describe.runIf(hasCompose)('docker compose config', () => {
  it('accepts the file when every secret is set', () => {
    const result = composeConfig(DUMMY_SECRETS);
    expect(result.status, result.stderr).toBe(0);
  });

  it('refuses it, naming the secret, when one is missing', () => {
    const result = composeConfig({});
    expect(result.status).not.toBe(0);
    expect(REQUIRED_VARIABLES.some((name) => result.stderr.includes(name)), result.stderr).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const { services, volumes } = loadCompose();
  const stages = dockerStages(read('Dockerfile'));

  it('has the database, the object store and its bucket setup, the proxy, two APIs and two workers', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'minio-setup', 'proxy', ...APP_SERVICES]));
  });

  it('demands every secret from every app service and never defaults one', () => {
    for (const name of APP_SERVICES) {
      const values = Object.values(environmentOf(services[name]!)).join('\n');
      for (const variable of REQUIRED_VARIABLES) expect(values, `${name} ${variable}`).toContain(`\${${variable}:?`);
    }
    for (const variable of REQUIRED_VARIABLES) expect(text).not.toMatch(new RegExp(`\\$\\{${variable}:?-`));
  });

  it('sets only variables the app reads', () => {
    for (const name of APP_SERVICES) {
      const unread = Object.keys(environmentOf(services[name]!)).filter((key) => !CONFIG_KEYS.includes(key));
      expect(unread, name).toEqual([]);
    }
  });

  it('gives every app service a configuration production accepts once the secrets are set', () => {
    for (const name of APP_SERVICES) {
      const environment = Object.entries(environmentOf(services[name]!)).map(([key, value]) => [key, interpolate(value, DUMMY_SECRETS)]);
      const config = loadConfig(Object.fromEntries(environment));
      expect(config.isProduction, name).toBe(true);
      expect(governmentForm(config).isPractice, name).toBe(false);
    }
  });

  it("has the APIs trust forwarded addresses from the proxy's fixed address only", () => {
    const proxyAddress = fixedAddress(services.proxy!);
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of APIS) expect(environmentOf(services[name]!).TRUST_PROXY, name).toBe(proxyAddress);
  });

  it('keeps files in the bucket: no app service mounts a volume, and no files volume exists', () => {
    for (const name of APP_SERVICES) expect(services[name]!.volumes ?? [], name).toEqual([]);
    expect(Object.keys(volumes ?? {})).not.toContain('files');
    for (const name of APP_SERVICES) {
      const environment = environmentOf(services[name]!);
      expect(environment.S3_BUCKET, name).toBeTruthy();
      expect(environment.S3_FORCE_PATH_STYLE, name).toBe('true');
      expect(environment.S3_ENDPOINT, name).toMatch(/^http:\/\/minio:/);
    }
  });

  it('builds the APIs from the api target and the workers from the worker target', () => {
    for (const name of APIS) expect(services[name]!.build?.target, name).toBe('api');
    for (const name of WORKERS) expect(services[name]!.build?.target, name).toBe('worker');
    for (const target of ['api', 'worker']) expect(stages.map((stage) => stage.name)).toContain(target);
  });

  it('publishes the inbound mail port from a worker that listens beyond loopback', () => {
    const publishers = WORKERS.filter((name) => (services[name]!.ports ?? []).some((mapping) => containerPort(mapping) === MAIL_IN_CONTAINER_PORT));
    expect(publishers.length).toBeGreaterThan(0);
    for (const name of publishers) {
      expect(environmentOf(services[name]!)).toMatchObject({ MAIL_IN_HOST: '0.0.0.0', MAIL_IN_PORT: MAIL_IN_CONTAINER_PORT });
    }
  });

  it('gives the workers at least a minute to finish a submission when stopped', () => {
    for (const name of WORKERS) expect(seconds(services[name]!.stop_grace_period ?? '10s'), name).toBeGreaterThanOrEqual(60);
  });

  it('starts services only once what they wait for is healthy, and can tell that it is', () => {
    for (const name of APP_SERVICES) {
      expect(dependencies(services[name]!), name).toMatchObject({ postgres: 'service_healthy', 'minio-setup': 'service_completed_successfully' });
    }
    expect(dependencies(services['minio-setup']!)).toMatchObject({ minio: 'service_healthy' });
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependencies(service))) {
        if (condition !== 'service_healthy') continue;
        const target = services[dependency]?.build?.target;
        const imageChecksHealth = target !== undefined && instructionsOf(lineage(stages, target), 'HEALTHCHECK').length > 0;
        expect(services[dependency]?.healthcheck ?? imageChecksHealth, `${name} waits for ${dependency}`).toBeTruthy();
      }
    }
  });
});

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const RUNTIME_TARGETS = ['api', 'worker'];

  it('builds in several stages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
  });

  it('runs each target on slim Node 24 as a non-root user, in production mode', () => {
    for (const target of RUNTIME_TARGETS) {
      const chain = lineage(stages, target);
      expect(chain[0]!.from, target).toBe('node:24-bookworm-slim');
      const user = instructionsOf(chain, 'USER').at(-1)?.args;
      expect(user, target).toBeDefined();
      expect(['root', '0', '0:0'], target).not.toContain(user);
      expect(instructionsOf(chain, 'ENV').map((env) => env.args).join(' '), target).toMatch(/NODE_ENV=production/);
      expect(instructionsOf(chain, 'HEALTHCHECK'), target).not.toEqual([]);
    }
  });

  it('starts node itself on the compiled build, never through tsx', () => {
    const commands = stages.flatMap((stage) => stage.instructions.filter(({ keyword }) => keyword === 'CMD' || keyword === 'ENTRYPOINT'));
    expect(commands).not.toEqual([]);
    for (const command of commands) expect(command.args).not.toMatch(/\btsx\b/);
    for (const target of RUNTIME_TARGETS) {
      const [cmd] = instructionsOf(lineage(stages, target), 'CMD').slice(-1);
      expect(cmd?.args, target).toMatch(new RegExp(`"--conditions=compiled".*"apps/${target}/dist/main\\.js"`));
    }
  });

  it('ships production dependencies only, and never the whole build context', () => {
    for (const target of RUNTIME_TARGETS) {
      const chain = lineage(stages, target);
      const copies = copiesOf(chain);
      // Built web assets may come from the full install; everything else copied from a stage is packages.
      const packageStages = copies.filter((copy) => copy.from !== undefined && !copy.sources.every((path) => path.includes('/dist'))).map((copy) => lineage(stages, copy.from!));
      const installs = [chain, ...packageStages].flatMap((sources) => instructionsOf(sources, 'RUN')).filter((run) => /\bpnpm (install|deploy)\b/.test(run.args));
      expect(installs.length, target).toBeGreaterThan(0);
      for (const install of installs) expect(install.args, target).toMatch(/--prod\b|\bpnpm deploy\b/);
      expect(copies.filter((copy) => copy.from === undefined && copy.sources.includes('.')), target).toEqual([]);
    }
  });
});

describe('.dockerignore', () => {
  it('keeps secrets, local data and installed packages out of the build context', () => {
    const patterns = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(patterns).toEqual(expect.arrayContaining(['.env*', '.data', 'node_modules', '**/node_modules', '.git']));
  });
});
