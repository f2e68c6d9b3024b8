import { describe, expect, it } from 'vitest';
import { ETA_RECOVERY_LIMITS, EmailOutbox, StoredFile, submitApplication, anonymous } from '@eta/core';
import { approveByDecisionEmail } from '@eta/core/testing';
import { ETA_RECOVERY_ANSWER } from '@eta/domain';
import { applyPayload } from './testing/fixtures.ts';
import { useTestServer } from './testing/test-server.ts';

const api = useTestServer();

/** applyPayload's traveller: passport AB1234567, born 14/02/1990. */
async function approvedApplication(email: string): Promise<string> {
  const { application } = await submitApplication(api.core, anonymous(), await applyPayload(api.core, { email }));
  await approveByDecisionEmail(api.core, application.id, Buffer.from('%PDF-1.4\n'));
  return application.id;
}

const recover = (payload: Record<string, unknown>, remoteAddress = '10.20.0.1') => api.server.app.inject({ method: 'POST', url: '/api/portal/recover', payload, remoteAddress });

describe('POST /api/portal/recover', () => {
  it('answers a match and a non-match with the same status and body, and queues the ETA only for the match', async () => {
    const id = await approvedApplication('rest.recover@example.com');
    const details = { passportNumber: 'ab 123 4567', dateOfBirth: '14/02/1990', email: 'Rest.Recover@example.com' };

    const miss = await recover({ ...details, dateOfBirth: '15/02/1990' });
    expect(await api.core.em().fork().count(EmailOutbox, { template: 'eta_recovery' })).toBe(0);
    const hit = await recover(details);

    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual({ message: ETA_RECOVERY_ANSWER });
    expect([miss.statusCode, miss.body, miss.headers['content-type']]).toEqual([hit.statusCode, hit.body, hit.headers['content-type']]);
    const pdf = await api.core.em().fork().findOneOrFail(StoredFile, { application: id, kind: 'decision_pdf' });
    const mails = await api.core.em().fork().find(EmailOutbox, { template: 'eta_recovery' });
    expect(mails.map((mail) => ({ to: mail.to, attachmentFileIds: mail.attachmentFileIds }))).toEqual([{ to: 'rest.recover@example.com', attachmentFileIds: [pdf.id] }]);
  });

  it('refuses malformed input with a 400 naming each field', async () => {
    const res = await recover({ passportNumber: ' ', dateOfBirth: '1990-02-31', email: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please enter your passport number',
      code: 'VALIDATION_ERROR',
      details: {
        fields: [
          { field: 'passportNumber', message: 'Please enter your passport number' },
          { field: 'dateOfBirth', message: 'Enter a real date as dd/mm/yyyy' },
          { field: 'email', message: 'Please enter your email address' },
        ],
      },
    });
    const notAnObject = await api.server.app.inject({ method: 'POST', url: '/api/portal/recover', headers: { 'content-type': 'application/json' }, payload: '["AB1234567"]' });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('says when to try again once one e-mail address has asked too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ETA_RECOVERY_LIMITS.perEmail; i++) {
      statuses.push((await recover({ passportNumber: `LIMIT${i}0`, dateOfBirth: '01/01/1980', email: 'often@example.com' }, `10.30.0.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(ETA_RECOVERY_LIMITS.perEmail).fill(200), 429]);
    const limited = await recover({ passportNumber: 'LIMIT99', dateOfBirth: '01/01/1980', email: 'often@example.com' }, '10.30.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringMatching(/^Too many recovery requests\. Please try again in \d+ minutes/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
