import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passportAnswerSchema, photoAnswerSchema } from '@eta/domain';
import { AppError, closeDocumentReaders, MAX_UPLOAD_BYTES, validatePassport, validatePhoto, type Core } from '@eta/core';
import { actorOf } from '../http/actor.ts';
import type { RawRouteDoc } from './declaration.ts';

/** Options for @fastify/multipart: one file of at most 10 MB per request (the core checks the bytes). */
export const MULTIPART_OPTIONS = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } };

type Upload = { bytes: Buffer; filename: string; mimetype: string };

/** The one file in `field` of a multipart request; a missing field, an empty body or a file over 10 MB is a clear 4xx. */
async function fileField(request: FastifyRequest, field: string): Promise<Upload> {
  const missing = () => new AppError(400, 'FILE_REQUIRED', `Please choose an image file to upload (form field "${field}").`);
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

const upload = (path: RawRouteDoc['path'], fileField: string, summary: string, response: RawRouteDoc['response']): RawRouteDoc => ({
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
];

export function registerDocumentRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/validate-passport', async (request) => validatePassport(core, await actorOf(core, request), await fileField(request, 'passport')));
  app.post('/api/validate-photo', async (request) => validatePhoto(core, await actorOf(core, request), await fileField(request, 'photo')));
  app.addHook('onClose', async () => closeDocumentReaders());
}
