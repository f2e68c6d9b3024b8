import type { FastifyRequest } from 'fastify';
import type { Core } from '@eta/core';

/** The site's public origin: PUBLIC_URL when set, else the host the browser used. */
export function publicOrigin(core: Core, request: FastifyRequest): string {
  if (core.config.PUBLIC_URL) return core.config.PUBLIC_URL.replace(/\/$/, '');
  return `${request.protocol}://${request.headers.host ?? `localhost:${core.config.PORT}`}`;
}

/**
 * Whether a browser request comes from our own site: PUBLIC_URL's origin when set, else the host
 * the request was sent to. A request without an Origin header (not sent by a browser page) passes.
 */
export function allowedOrigin(core: Core, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (core.config.PUBLIC_URL) return origin === new URL(core.config.PUBLIC_URL).origin;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
