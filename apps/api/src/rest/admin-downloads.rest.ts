import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { searchFiltersSchema } from '@eta/domain';
import { exportSearchCsv, openBulkDownload, type Core, type FileDownload } from '@eta/core';
import { actorOf } from '../http/actor.ts';
import type { RawRouteDoc } from './declaration.ts';

/** A file, streamed as it is produced, saved under its name and never cached. */
function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(download.body);
}

/** Admin answers that are files, not JSON: CSV exports, the documents ZIP, the report page. */
export function registerAdminDownloads(app: FastifyInstance, core: Core): void {
  app.get('/api/admin/search/export', async (request, reply) => sendDownload(reply, await exportSearchCsv(core, await actorOf(core, request), request.query)));
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>('/api/admin/downloads/:id', async (request, reply) =>
    sendDownload(reply, await openBulkDownload(core, { id: request.params.id, expires: request.query.expires, signature: request.query.signature })),
  );
}

export const ADMIN_DOWNLOAD_DOCS: RawRouteDoc[] = [
  {
    method: 'GET',
    path: '/api/admin/search/export',
    tag: 'admin',
    summary:
      "Every application matching Advanced Search's filters ('all' and empty values ignored) as a streamed CSV attachment, applications-YYYY-MM-DD.csv: reference, status, payment status, names, e-mail, nationality, created and paid dates, fee in pounds",
    body: { mediaType: 'none', query: searchFiltersSchema },
    response: z.string(),
    produces: ['text/csv; charset=utf-8'],
  },
  {
    method: 'GET',
    path: '/api/admin/downloads/{id}',
    tag: 'admin',
    summary:
      'A bulk download through the signed link POST /api/admin/bulk-actions answered: the documents ZIP (decrypted, one folder per reference) or the selection as CSV; 403 once the link has expired or was altered',
    body: { mediaType: 'none', query: z.object({ expires: z.string(), signature: z.string() }) },
    response: z.string(),
    produces: ['application/zip', 'text/csv; charset=utf-8'],
  },
];
