import type { FastifyInstance } from 'fastify';
import type { Core } from '@eta/core';
import { robotsTxt, sitemapXml } from '../http/sitemap.ts';
import { publicOrigin } from '../http/origin.ts';

export function registerPublicRoutes(app: FastifyInstance, core: Core): void {
  app.get('/sitemap.xml', async (request, reply) => reply.type('application/xml').send(sitemapXml(publicOrigin(core, request))));
  app.get('/robots.txt', async (request, reply) => reply.type('text/plain').send(robotsTxt(publicOrigin(core, request))));
}
