import { describe, expect, it } from 'vitest';
import { Application, EmailOutbox, submitApplication, anonymous } from '@eta/core';
import { PORTAL_LINK_SENT } from '@eta/domain';
import { applyPayload } from './testing/fixtures.ts';
import { useTestServer } from './testing/test-server.ts';

const api = useTestServer();

async function paidApplication(email: string, lastName: string): Promise<string> {
  const { application } = await submitApplication(api.core, anonymous(), await applyPayload(api.core, { email, lastName }));
  await api.core.em().nativeUpdate(Application, { id: application.id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  return application.reference;
}

async function linkToken(email: string): Promise<string> {
  const [mail] = await api.core.em().fork().find(EmailOutbox, { template: 'portal_link', to: email }, { orderBy: { createdAt: 'desc' }, limit: 1 });
  return /#token=([\w-]+)/.exec(mail!.textBody)![1]!;
}

const cookieOf = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

describe('the portal session over REST', () => {
  it('a link e-mailed by POST /api/portal/link opens a session cookie once; GET /api/portal/me answers only with it', async () => {
    const reference = await paidApplication('rest.portal@example.com', 'Okafor');
    const asked = await api.server.app.inject({ method: 'POST', url: '/api/portal/link', payload: { email: 'rest.portal@example.com', lastName: 'okafor' } });
    const unknown = await api.server.app.inject({ method: 'POST', url: '/api/portal/link', payload: { email: 'nobody@example.com', lastName: 'Okafor' } });
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: PORTAL_LINK_SENT }]);
    expect([unknown.statusCode, unknown.body]).toEqual([asked.statusCode, asked.body]);

    const token = await linkToken('rest.portal@example.com');
    const opened = await api.server.app.inject({ method: 'POST', url: '/api/portal/session', payload: { token } });
    expect(opened.statusCode).toBe(200);
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/^eta_portal=[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const cookie = cookieOf(opened.headers['set-cookie']);
    const me = await api.server.app.inject({ method: 'GET', url: '/api/portal/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'rest.portal@example.com', applications: [{ reference, documentRequests: [], messages: [], eta: null }] });

    const again = await api.server.app.inject({ method: 'POST', url: '/api/portal/session', payload: { token } });
    expect([again.statusCode, again.json().code]).toEqual([401, 'PORTAL_LINK_INVALID']);
    const without = await api.server.app.inject({ method: 'GET', url: '/api/portal/me' });
    expect([without.statusCode, without.json().code]).toEqual([401, 'PORTAL_SESSION_REQUIRED']);

    const written = await api.server.app.inject({ method: 'POST', url: `/api/portal/applications/${reference}/messages`, headers: { cookie }, payload: { body: 'When will I hear back?' } });
    expect([written.statusCode, written.json().author]).toEqual([201, 'applicant']);

    const ended = await api.server.app.inject({ method: 'DELETE', url: '/api/portal/session', headers: { cookie } });
    expect(ended.statusCode).toBe(200);
    expect((await api.server.app.inject({ method: 'GET', url: '/api/portal/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses an upload without a portal session with a 401 saying to ask for a new link', async () => {
    const form = '--x\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n';
    const upload = (id: string) => api.server.app.inject({ method: 'POST', url: `/api/portal/document-requests/${id}/file`, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: form });
    const anonymousUpload = await upload('6f1b1f7e-8f64-4c1e-9f0a-2a3b4c5d6e7f');
    expect([anonymousUpload.statusCode, anonymousUpload.json().code]).toEqual([401, 'PORTAL_SESSION_REQUIRED']);
  });
});
