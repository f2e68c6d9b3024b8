import type { FastifyRequest } from 'fastify';
import type { Core } from '@eta/core';

/** The site's public origin: PUBLIC_URL when set, else the host the browser used. */
export function publicOrigin(core: Core, request: FastifyRequest): string {
  if (core.config.PUBLIC_URL) return core.config.PUBLIC_URL.replace(/\/$/, '');
  return `${request.protocol}://${request.headers.host ?? `localhost:${core.config.PORT}`}`;
}
