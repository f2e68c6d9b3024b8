import { z } from 'zod';
import {
  activitiesSchema,
  applicationIdSchema,
  applicationMessageSchema,
  cancelDocumentRequestSchema,
  documentRequestSchema,
  documentRequestsSchema,
  messageThreadSchema,
  postStaffMessageSchema,
  requestDocumentSchema,
  automateSubmissionSchema,
  automationQueuedSchema,
  changeStatusSchema,
  listApplicationsSchema,
  revealedPassportSchema,
  screenshotsSchema,
  staffApplicationListSchema,
  staffApplicationSchema,
  statusChangedSchema,
} from '@eta/domain';
import {
  applicationActivities,
  applicationDocumentRequests,
  cancelDocumentRequest,
  postStaffMessage,
  requestDocument,
  staffMessageThread,
  applicationScreenshots,
  changeApplicationStatus,
  getStaffApplication,
  listStaffApplications,
  requestAutomatedSubmission,
  revealPassportNumber,
  staffApplicationsTag,
} from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Applications as staff work them (staff-admin §2–§4); core checks each permission. */
export const applicationsRouter = router({
  list: staffProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/staff/applications',
        summary: 'Search, filter, sort and page through applications; answers 304 to If-None-Match when nothing changed',
        response: staffApplicationListSchema,
        etag: ({ ctx, input }) => staffApplicationsTag(ctx.core, ctx.actor, input),
      },
    })
    .input(parsedByCore(listApplicationsSchema.optional()))
    .query(({ ctx, input }) => listStaffApplications(ctx.core, ctx.actor, input)),
  get: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications/{id}', summary: 'One application with every answer', response: z.object({ application: staffApplicationSchema }) } })
    .input(parsedByCore(applicationIdSchema))
    .query(async ({ ctx, input }) => ({ application: await getStaffApplication(ctx.core, ctx.actor, input) })),
  activities: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications/{id}/activities', summary: "The application's history, newest first", response: activitiesSchema } })
    .input(parsedByCore(applicationIdSchema))
    .query(({ ctx, input }) => applicationActivities(ctx.core, ctx.actor, input)),
  screenshots: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications/{id}/screenshots', summary: "The latest automated submission's screenshots", response: screenshotsSchema } })
    .input(parsedByCore(applicationIdSchema))
    .query(({ ctx, input }) => applicationScreenshots(ctx.core, ctx.actor, input)),
  revealPassport: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/applications/{id}/reveal-passport', summary: 'The full passport number (audited)', response: revealedPassportSchema } })
    .input(parsedByCore(applicationIdSchema))
    .mutation(({ ctx, input }) => revealPassportNumber(ctx.core, ctx.actor, input)),
  changeStatus: staffProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/staff/applications/{applicationId}/status', summary: "Change an application's status", response: statusChangedSchema } })
    .input(parsedByCore(changeStatusSchema))
    .mutation(({ ctx, input }) => changeApplicationStatus(ctx.core, ctx.actor, input)),
  automate: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/automate-submission', status: 201, summary: 'Queue the automated submission of the government form', response: automationQueuedSchema } })
    .input(parsedByCore(automateSubmissionSchema))
    .mutation(({ ctx, input }) => requestAutomatedSubmission(ctx.core, ctx.actor, input)),
  documentRequests: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications/{id}/document-requests', summary: 'Documents asked of the applicant, and what they sent', response: documentRequestsSchema } })
    .input(parsedByCore(applicationIdSchema))
    .query(({ ctx, input }) => applicationDocumentRequests(ctx.core, ctx.actor, input)),
  requestDocument: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/applications/{applicationId}/document-requests', status: 201, summary: 'Ask the applicant for a document; e-mails them a link into the portal', response: documentRequestSchema } })
    .input(parsedByCore(requestDocumentSchema))
    .mutation(({ ctx, input }) => requestDocument(ctx.core, ctx.actor, input)),
  cancelDocumentRequest: staffProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/staff/document-requests/{id}', summary: 'Withdraw an open document request', response: documentRequestSchema } })
    .input(parsedByCore(cancelDocumentRequestSchema))
    .mutation(({ ctx, input }) => cancelDocumentRequest(ctx.core, ctx.actor, input)),
  messages: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/applications/{id}/messages', summary: "The application's message thread with the applicant; marks the applicant's messages read", response: messageThreadSchema } })
    .input(parsedByCore(applicationIdSchema))
    .query(({ ctx, input }) => staffMessageThread(ctx.core, ctx.actor, input)),
  postMessage: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/applications/{applicationId}/messages', status: 201, summary: 'Write to the applicant (they are e-mailed that a message is waiting, never the message)', response: applicationMessageSchema } })
    .input(parsedByCore(postStaffMessageSchema))
    .mutation(({ ctx, input }) => postStaffMessage(ctx.core, ctx.actor, input)),
});
