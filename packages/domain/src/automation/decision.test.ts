import { describe, expect, it } from 'vitest';
import { parseGovernmentDecision } from './contracts.ts';

describe('government decision e-mails', () => {
  it('reads an approval with its application number', () => {
    expect(parseGovernmentDecision('ETA application 1234-5678-9012-3456: approved', 'Application number: 1234-5678-9012-3456\n\nThe ETA application for Jo Bloggs has been approved.')).toEqual({
      outcome: 'APPROVED',
      reason: null,
      governmentReference: '1234-5678-9012-3456',
    });
  });

  it('reads a refusal and the line after "Reason:"', () => {
    expect(parseGovernmentDecision('Decision', 'The application has been refused.\n\nReason: The applicant gave false information.\n\nThis message comes from …')).toEqual({
      outcome: 'REFUSED',
      reason: 'The applicant gave false information.',
      governmentReference: null,
    });
  });

  it('is not fooled by a security code e-mail or a mention of approval', () => {
    expect(parseGovernmentDecision('Your security code', 'Your security code is 123456. It expires in 10 minutes.')).toBeNull();
    expect(parseGovernmentDecision('Re: approved?', 'Has it been approved yet? Please let me know.')).toBeNull();
  });
});
