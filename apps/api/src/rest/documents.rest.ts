import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentProvidedSchema, passportAnswerSchema, photoAnswerSchema } from '@eta/domain';
import { AppError, closeDocumentReaders, MAX_UPLOAD_BYTES, provideRequestedDocument, validatePassport, validatePhoto, type Core } from '@eta/core';
import { actorOf } from '../http/actor.ts';
import type { RawRouteDoc } from './declaration.ts';

/** Options for @fastify/multipart: one file of at most 10 MB per request (the core checks the bytes). */
export const MULTIPART_OPTIONS = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } };

type Upload = { bytes: Buffer; filename: string; mimetype: string };

/** The one file in `field` of a multipart request; a missing field, an empty body or a file over 10 MB is a clear 4xx. */
export async function fileField(request: FastifyRequest, field: string, what = 'an image file'): Promise<Upload> {
  const missing = () => new AppError(400, 'FILE_REQUIRED', `Please choose ${what} to upload (form field "${field}").`);
  if (!request.isMultipart()) throw missing();
  let part;
  try {
    part = await request.file();
  } catch {
    throw missing();
  }
  if (!part || part.fieldname !== field) throw missing();
  try {
    const bytes = await part.toBuffer();
    return { bytes, filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Please upload a smaller image.');
    }
    throw missing();
  }
}

export const upload = (path: RawRouteDoc['path'], fileField: string, summary: string, response: RawRouteDoc['response']): RawRouteDoc => ({
  method: 'POST',
  path,
  tag: 'applicant',
  summary,
  body: { mediaType: 'multipart/form-data', fileField },
  response,
});

export const DOCUMENT_ROUTE_DOCS: RawRouteDoc[] = [
  upload('/api/validate-passport', 'passport', "Read a passport photo page's machine-readable zone and check the passport's validity", passportAnswerSchema),
  upload('/api/validate-photo', 'photo', 'Check a portrait photo against the photo rules', photoAnswerSchema),
  {
    ...upload('/api/portal/document-requests/{requestId}/file', 'file', 'Answer a document request from the portal: the file goes through the same checks as in the wizard', documentProvidedSchema),
    tag: 'portal',
  },
];

export function registerDocumentRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/validate-passport', async (request) => validatePassport(core, await actorOf(core, request), await fileField(request, 'passport')));
  app.post('/api/validate-photo', async (request) => validatePhoto(core, await actorOf(core, request), await fileField(request, 'photo')));
  app.post<{ Params: { requestId: string } }>('/api/portal/document-requests/:requestId/file', async (request) =>
    provideRequestedDocument(core, await actorOf(core, request), { requestId: request.params.requestId }, await fileField(request, 'file', 'a file')),
  );
  app.addHook('onClose', async () => closeDocumentReaders());
}
