import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, EmailOutbox, type Core } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';

let core: Core;
let server: Server;
beforeAll(async () => {
  core = await createTestCore({ env: { SUPPORT_EMAIL: 'help@agency.test' } });
  server = await createServer(core, { webDist: null });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

const message = { name: 'Ana Silva', email: 'Ana@Example.com', subject: 'Passport renewal', message: 'My passport expires soon; can I still apply?' };

describe('POST /api/contact', () => {
  it('stores the message and queues it to the support inbox with the sender as reply-to', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    const stored = await core.em().findOneOrFail(ContactMessage, { id: res.json().id });
    expect(stored).toMatchObject({ name: 'Ana Silva', email: 'ana@example.com', subject: 'Passport renewal' });
    const mail = await core.em().findOneOrFail(EmailOutbox, { template: 'contact_message' });
    expect(mail).toMatchObject({ to: 'help@agency.test', replyTo: 'ana@example.com', subject: 'Contact form: Passport renewal', status: 'PENDING' });
    expect(mail.textBody).toContain('My passport expires soon');
  });

  it.each([
    [{ ...message, name: ' ' }, 'Full name is required'],
    [{ ...message, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...message, subject: '' }, 'Subject is required'],
    [{ name: 'x', email: 'a@b.co', subject: 's' }, 'Message is required'],
  ])('refuses %j with a clear message and stores nothing', async (payload, error) => {
    const before = await core.em().count(ContactMessage);
    const res = await server.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
    expect(await core.em().count(ContactMessage)).toBe(before);
  });

  it('rate limits one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await server.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages and every eligible country page', async () => {
    const res = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'eta.example' } });
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toContain('<loc>http://eta.example/visa-checker</loc>');
    expect(res.body).toContain('<loc>http://eta.example/eta/canada</loc>');
    expect(res.body).toContain('<loc>http://eta.example/portal/recover</loc>');
    expect(res.body).not.toContain('/portal/open');
    expect(res.body.match(/\/eta\//g)).toHaveLength(84);
    expect(res.body).not.toContain('/staff');
  });
  it('keeps crawlers out of staff and API paths, and off the portal links', async () => {
    const res = await server.app.inject({ url: '/robots.txt', headers: { host: 'eta.example' } });
    expect(res.body).toContain('Disallow: /staff');
    expect(res.body).toContain('Disallow: /portal/open');
    expect(res.body).toContain('Sitemap: http://eta.example/sitemap.xml');
  });
});
