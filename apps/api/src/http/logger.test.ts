import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

it('redacts passwords, cookies and passport numbers from logs', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const options = loggerOptions('info');
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.get('/', async (request) => {
    request.log.info(
      { body: { password: 'hunter2-secret', passportNumber: 'X1234567', passport: { number: 'P7654321' } }, token: 'tok-secret' },
      'sensitive',
    );
    return {};
  });
  await app.inject({ url: '/', headers: { cookie: 'eta_session=cookie-secret', authorization: 'Bearer auth-secret' } });
  await app.close();
  const logged = lines.join('\n');
  expect(logged).toContain('sensitive');
  for (const secret of ['hunter2-secret', 'X1234567', 'P7654321', 'tok-secret', 'cookie-secret', 'auth-secret']) {
    expect(logged).not.toContain(secret);
  }
});
