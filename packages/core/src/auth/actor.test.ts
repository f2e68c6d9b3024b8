import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as os from 'node:os';
import { userInfo } from 'node:os';
import { actorName, cliActor } from './actor.ts';

vi.mock('node:os', async (importOriginal) => {
  const original = await importOriginal<typeof os>();
  return { ...original, userInfo: vi.fn(original.userInfo) };
});

afterEach(() => {
  vi.mocked(userInfo).mockRestore();
  vi.unstubAllEnvs();
});

describe('cliActor', () => {
  it('is the operator named, when one is', () => expect(cliActor('alice')).toEqual({ type: 'cli', operator: 'alice' }));

  it("is the operating system's account name by default", () => {
    vi.mocked(userInfo).mockReturnValue({ username: 'deploy', uid: 1000, gid: 1000, shell: null, homedir: '/home/deploy' });
    vi.stubEnv('USER', 'someone-else');
    expect(cliActor()).toEqual({ type: 'cli', operator: 'deploy' });
    expect(actorName(cliActor())).toBe('cli:deploy');
  });

  it('falls back to $USER, then "operator", when the account has no name', () => {
    vi.mocked(userInfo).mockImplementation(() => {
      throw new Error('ENOENT: no such file or directory, uv_os_get_passwd');
    });
    vi.stubEnv('USER', 'from-env');
    expect(cliActor()).toEqual({ type: 'cli', operator: 'from-env' });
    vi.stubEnv('USER', undefined);
    expect(cliActor()).toEqual({ type: 'cli', operator: 'operator' });
  });
});
