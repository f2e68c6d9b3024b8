import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { applyResultSchema, checkoutResultSchema, portalResultSchema, sessionCheckSchema, signInResultSchema, staffMemberSchema } from '@eta/domain';
import { ensureFirstAdmin } from '@eta/core';
import { applyPayload } from './testing/fixtures.ts';
import { useTestServer } from './testing/test-server.ts';

const api = useTestServer();

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[]; requestBody?: unknown }>> };
const fetchDocument = async () => (await api.server.app.inject('/api/openapi.json')).json<Document>();

/** The documented REST paths built so far (spec: applicant §7, staff-admin §7). */
const BUILT_PATHS = {
  '/api/apply': ['post'],
  '/api/checkout': ['post'],
  '/api/checkout/status': ['get'],
  '/api/portal/applications': ['get'],
  '/api/portal/recover': ['post'],
  '/api/portal/link': ['post'],
  '/api/portal/session': ['post', 'delete'],
  '/api/portal/me': ['get'],
  '/api/portal/applications/{reference}/messages': ['post'],
  '/api/portal/applications/{reference}/messages/read': ['post'],
  '/api/portal/document-requests/{requestId}/file': ['post'],
  '/api/contact': ['post'],
  '/api/validate-passport': ['post'],
  '/api/validate-photo': ['post'],
  '/api/webhooks/stripe': ['post'],
  '/api/staff/signin': ['post'],
  '/api/staff/signout': ['post'],
  '/api/auth/check': ['get'],
  '/api/admin/staff': ['get', 'post'],
  '/api/admin/staff/{id}': ['patch', 'delete'],
  '/api/admin/refunds': ['get', 'post'],
  '/api/admin/refunds/refundable': ['get'],
  '/api/admin/refunds/{id}/approve': ['post'],
  '/api/admin/stats': ['get'],
  '/api/admin/metrics': ['get'],
  '/api/admin/analytics': ['get'],
  '/api/admin/financial': ['get'],
  '/api/admin/reports/data': ['get'],
  '/api/admin/reports/generate': ['get'],
  '/api/admin/search': ['get'],
  '/api/admin/search/export': ['get'],
  '/api/admin/applications/bulk-ready': ['get'],
  '/api/admin/bulk-actions': ['post'],
  '/api/admin/downloads/{id}': ['get'],
  '/api/admin/clients': ['get'],
  '/api/admin/clients/{id}/toggle-active': ['patch'],
  '/api/admin/clients/{id}/export': ['get'],
  '/api/admin/clients/{id}/erase': ['post'],
  '/api/admin/permissions': ['post'],
  '/api/admin/permissions/{role}': ['get'],
  '/api/admin/settings': ['get', 'patch'],
  '/api/admin/email-settings': ['get', 'post'],
  '/api/admin/validation-settings': ['get', 'post'],
  '/api/admin/integrations': ['get'],
  '/api/admin/audit-logs': ['get'],
  '/api/admin/audit-logs/actions': ['get'],
  '/api/staff/stats': ['get'],
  '/api/staff/applications-over-time': ['get'],
  '/api/staff/recent-activities': ['get'],
  '/api/staff/automation-queue': ['get'],
  '/api/staff/applications': ['get'],
  '/api/staff/applications/{id}': ['get'],
  '/api/staff/applications/{id}/activities': ['get'],
  '/api/staff/applications/{id}/screenshots': ['get'],
  '/api/staff/applications/{id}/reveal-passport': ['post'],
  '/api/staff/applications/{applicationId}/status': ['patch'],
  '/api/staff/automate-submission': ['post'],
  '/api/staff/applications/{id}/document-requests': ['get'],
  '/api/staff/applications/{applicationId}/document-requests': ['post'],
  '/api/staff/document-requests/{id}': ['delete'],
  '/api/staff/applications/{id}/messages': ['get'],
  '/api/staff/applications/{applicationId}/messages': ['post'],
  '/api/staff/verification-codes': ['get'],
  '/api/staff/verification-codes/eligible-applications': ['get'],
  '/api/staff/verification-codes/submit': ['post'],
  '/api/staff/verification-codes/{id}/mark-used': ['patch'],
  '/api/staff/settings': ['get'],
  '/api/staff/settings/profile': ['put'],
  '/api/staff/settings/notifications': ['put'],
  '/api/staff/settings/password': ['post'],
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every documented path built so far, and each one is served', async () => {
    const document = await fetchDocument();
    const listed = Object.fromEntries(Object.entries(document.paths).map(([path, operations]) => [path, Object.keys(operations).sort()]));
    expect(listed).toEqual(Object.fromEntries(Object.entries(BUILT_PATHS).map(([path, methods]) => [path, [...methods].sort()])));
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(api.server.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('describes inputs from the domain schemas: query names, path parameters, JSON bodies', async () => {
    const { paths } = await fetchDocument();
    expect(paths['/api/checkout/status']!.get!.parameters).toEqual([expect.objectContaining({ name: 'session_id', in: 'query' })]);
    expect(paths['/api/portal/applications']!.get!.parameters!.map((p) => p.name)).toEqual(['email', 'lastName']);
    expect(paths['/api/admin/staff/{id}']!.patch!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(JSON.stringify(paths['/api/apply']!.post!.requestBody)).toContain('"draftKey"');
    expect(paths['/api/admin/staff']!.post!.operationId).toBe('admin.staff.create');
  });
});

describe('answers match their declared response schemas', () => {
  it('applicant calls', async () => {
    const applied = await api.server.app.inject({ method: 'POST', url: '/api/apply', payload: await applyPayload(api.core) });
    const { application } = applyResultSchema.parse(applied.json());
    const checkout = await api.server.app.inject({ method: 'POST', url: '/api/checkout', payload: { applicationId: application.id } });
    checkoutResultSchema.parse(checkout.json());
    const portal = await api.server.app.inject('/api/portal/applications?email=jane.doe@example.com&lastName=Doe');
    expect(portalResultSchema.parse(portal.json()).applications).toHaveLength(1);
  });

  it('staff calls', async () => {
    await ensureFirstAdmin(api.core, { email: 'openapi-admin@agency.test', password: 'a-long-admin-password' });
    const signIn = await api.server.app.inject({ method: 'POST', url: '/api/staff/signin', payload: { email: 'openapi-admin@agency.test', password: 'a-long-admin-password' } });
    signInResultSchema.parse(signIn.json());
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    sessionCheckSchema.parse((await api.server.app.inject({ url: '/api/auth/check', headers: { cookie } })).json());
    z.array(staffMemberSchema).parse((await api.server.app.inject({ url: '/api/admin/staff', headers: { cookie } })).json());
  });
});
