import { expect, it } from 'vitest';
import { APPLICATION_STATUSES, PORTAL_STAGES, portalStageIndex } from './statuses.ts';

it('places every status on the portal timeline', () => {
  expect(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, portalStageIndex(s)]))).toEqual({
    DRAFT: -1,
    RECEIVED: 0,
    IN_REVIEW: 1,
    SUBMITTED_TO_UK: 2,
    DECISION_PENDING: 2,
    APPROVED: 3,
    REFUSED: 3,
  });
  expect(PORTAL_STAGES).toEqual(['Received', 'In Review', 'Submitted to UK', 'Decision']);
});
