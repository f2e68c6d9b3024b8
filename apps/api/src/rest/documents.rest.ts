import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, closeDocumentReaders, MAX_UPLOAD_BYTES, validatePassport, validatePhoto, type Core } from '@eta/core';
import { restRoute } from './rest.ts';

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

export function registerDocumentRoutes(app: FastifyInstance, core: Core): void {
  restRoute(app, core, 'POST', '/api/validate-passport', async ({ actor, request }) => validatePassport(core, actor, await fileField(request, 'passport')));
  restRoute(app, core, 'POST', '/api/validate-photo', async ({ actor, request }) => validatePhoto(core, actor, await fileField(request, 'photo')));
  app.addHook('onClose', async () => closeDocumentReaders());
}
