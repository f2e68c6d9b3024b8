import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { TRPCError } from '@trpc/server';
import { MAX_TRPC_BATCH_SIZE } from '@eta/domain';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import helmet from 'helmet';
import type { Core } from '@eta/core';
import { errorHandler } from './http/errors.ts';
import { loggerOptions } from './http/logger.ts';
import { appRouter } from './trpc/router.ts';
import { contextFactory } from './trpc/trpc.ts';
import { registerDeclaredRoutes } from './rest/registrar.ts';
import { openApiDocument } from './rest/openapi.ts';
import { DOCUMENT_ROUTE_DOCS, MULTIPART_OPTIONS, registerDocumentRoutes } from './rest/documents.rest.ts';
import { PAYMENT_WEBHOOK_DOCS, registerPaymentWebhook } from './rest/payments-webhook.rest.ts';
import { registerPublicRoutes } from './rest/public.rest.ts';
import { registerSandboxCheckout } from './rest/sandbox-checkout.ts';
import { registerFileRoutes } from './rest/files.rest.ts';
import { ADMIN_DOWNLOAD_DOCS, registerAdminDownloads } from './rest/admin-downloads.rest.ts';
import { ADMIN_REPORT_DOCS, registerAdminReports } from './rest/admin-reports.rest.ts';
import { registerWebSocket, WS_MAX_PAYLOAD_BYTES } from './ws.ts';

export type ServerOptions = { webDist?: string | null; /** Where request logs go (tests read them); standard output by default. */ logStream?: Writable; /** How often live connections are pinged and their sessions re-checked. */ wsHeartbeatMs?: number };
export type Server = { app: FastifyInstance; start: (port: number, host?: string) => Promise<string>; stop: () => Promise<void> };

/** Every API answer may carry personal data (portal, checkout, staff, admin, tRPC); static files and health checks do not. */
const PERSONAL_DATA_PATHS = /^\/(api|trpc|sandbox)(\/|$)/;

/** The REST API's version in its OpenAPI document; raise it when a documented call changes incompatibly. */
const API_VERSION = '1.0.0';

export const DEFAULT_WEB_DIST = join(import.meta.dirname, '../../web/dist');

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

export async function createServer(core: Core, options: ServerOptions = {}): Promise<Server> {
  const app = Fastify({
    logger: loggerOptions(core.config.LOG_LEVEL, options.logStream),
    bodyLimit: core.config.MAX_BODY_BYTES,
    // A batched tRPC call names every procedure in the path (`/trpc/a,b,c`); Fastify's default of 100 characters answers 414.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: core.config.TRUST_PROXY,
  });
  app.setErrorHandler(errorHandler);
  // helmet's middleware is built once here; the Fastify plugin rebuilds it (and re-parses the CSP) on every request.
  const securityHeaders = helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
  // Answers carrying personal data must not be kept by a browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (PERSONAL_DATA_PATHS.test(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  await app.register(multipart, MULTIPART_OPTIONS);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await core.em().getConnection().execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database unreachable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(core),
      maxBatchSize: MAX_TRPC_BATCH_SIZE,
      onError: ({ error, path, req }: { error: TRPCError; path?: string; req: FastifyRequest }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    },
  });
  registerDeclaredRoutes(app, core, appRouter);
  registerDocumentRoutes(app, core);
  registerPaymentWebhook(app, core);
  registerPublicRoutes(app, core);
  registerSandboxCheckout(app, core);
  registerFileRoutes(app, core);
  registerAdminDownloads(app, core);
  registerAdminReports(app, core);
  const openApi = openApiDocument(appRouter, [...DOCUMENT_ROUTE_DOCS, ...PAYMENT_WEBHOOK_DOCS, ...ADMIN_DOWNLOAD_DOCS, ...ADMIN_REPORT_DOCS], { version: API_VERSION });
  app.get('/api/openapi.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(openApi));
  const events = await registerWebSocket(app, core, options.wsHeartbeatMs);

  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api') || path.startsWith('/trpc') || path.startsWith('/sandbox') || path === '/ws';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the client router shows the page, or its own "404 Page Not Found".
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
  });

  app.addHook('onClose', async () => events.close());

  return {
    app,
    start: async (port, host = '0.0.0.0') => app.listen({ port, host }),
    stop: async () => app.close(),
  };
}
