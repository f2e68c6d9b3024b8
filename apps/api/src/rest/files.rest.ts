import type { FastifyInstance } from 'fastify';
import { readSignedFile, type Core } from '@eta/core';

/**
 * `GET /api/files/{id}?expires&signature`: a stored file (a passport scan, a photo, a screenshot)
 * through the signed, expiring link the staff detail page was given. The link is the credential,
 * so an `<img>` can show it; it is private to the browser that fetched it and never cached.
 */
export function registerFileRoutes(app: FastifyInstance, core: Core): void {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>('/api/files/:id', async (request, reply) => {
    const { file, bytes } = await readSignedFile(core, { id: request.params.id, expires: request.query.expires, signature: request.query.signature });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
