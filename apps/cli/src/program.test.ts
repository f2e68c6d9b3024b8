import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { EXIT, buildProgram } from './program.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

function cli(stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const { run } = buildProgram(
    { out: (l) => out.push(l), err: (l) => err.push(l), readStdin: async () => stdin },
    async () => ({ core, close: async () => undefined }),
  );
  return { run, out, err };
}

describe('etactl', () => {
  it('creates staff from a password on stdin and lists them as JSON', async () => {
    const create = cli('a-long-password\n');
    expect(await create.run(['staff', 'create', '--email', 'Ops@Agency.test', '--role', 'ADMIN', '--password-stdin'])).toBe(EXIT.ok);
    expect(create.out[0]).toMatch(/^Created ADMIN ops@agency.test \(/);

    const list = cli();
    expect(await list.run(['--json', 'staff', 'list'])).toBe(EXIT.ok);
    expect(JSON.parse(list.out[0]!)).toEqual([expect.objectContaining({ email: 'ops@agency.test', role: 'ADMIN', isActive: true })]);
  });

  it('exits 3 on a duplicate and 2 on invalid input, with the reason', async () => {
    const dup = cli();
    expect(await dup.run(['staff', 'create', '--email', 'ops@agency.test', '--password', 'another-password'])).toBe(EXIT.conflict);
    expect(dup.err[0]).toBe('Error: A staff member with this email already exists');

    const short = cli();
    expect(await short.run(['--json', 'staff', 'create', '--email', 'x@agency.test', '--password', 'short'])).toBe(EXIT.usage);
    expect(JSON.parse(short.err[0]!)).toEqual({ error: 'Password must be at least 10 characters', code: 'VALIDATION_ERROR' });

    const badRole = cli();
    expect(await badRole.run(['staff', 'create', '--email', 'x@agency.test', '--password', 'long-password', '--role', 'ROOT'])).toBe(EXIT.usage);
    expect(badRole.err.join(' ')).toMatch(/Allowed choices are STAFF, ADMIN/);
  });

  it('prints help and exits 0; an unknown command exits 2', async () => {
    const help = cli();
    expect(await help.run(['--help'])).toBe(EXIT.ok);
    expect(help.out.join('\n')).toContain('staff');
    expect(await cli().run(['nope'])).toBe(EXIT.usage);
  });
});
