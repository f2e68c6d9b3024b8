import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';
import { seedLedgerApplication } from '../seed.ts';
import { Activity, Application } from '../applications/entities.ts';
import { captureInboundEmail } from '../codes/service.ts';

let core: Core;
beforeAll(async () => (core = await createTestCore()));
afterAll(async () => core.close());

it('a decision that overtakes the worker still shows the submission first, with the number it carries', async () => {
  const id = await seedLedgerApplication(core, { createdAt: new Date(), status: 'RECEIVED', paidAt: new Date(), payments: [{ amountPence: 7500, status: 'PAID' }] });
  const application = await core.em().findOneOrFail(Application, { id });
  const text = 'Application number: 1234-5678-9012-3456\n\nThe ETA application for Jo Bloggs has been approved.';
  const outcome = await captureInboundEmail(core, { recipient: application.internalEmail, mailFrom: 'eta@gov.test', subject: 'Your ETA decision', text, raw: text });
  expect(outcome.outcome).toBe('DECISION_RECORDED');
  const after = await core.em().fork().findOneOrFail(Application, { id });
  expect(after).toMatchObject({ status: 'APPROVED', governmentReference: '1234-5678-9012-3456' });
  const history = (await core.em().fork().find(Activity, { application: id }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((a) => a.description);
  expect(history).toEqual([
    'Status changed from Received to Submitted to UK (government application number 1234-5678-9012-3456, known from the decision e-mail)',
    'Status changed from Submitted to UK to Approved (decision e-mailed by the UK authorities)',
  ]);
});
