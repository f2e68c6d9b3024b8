import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffActor, listenForEvents, liveSessionIds, type AppEvent, type Core, type EventListener } from '@eta/core';
import { allowedOrigin } from './http/origin.ts';
import { actorOf } from './http/actor.ts';

export const WS_PING_INTERVAL_MS = 30_000;
/** Clients only send pings; anything bigger than this is not ours. */
export const WS_MAX_PAYLOAD_BYTES = 4096;

/**
 * `/ws` for signed-in staff: every event NOTIFYed by any process (API, worker, CLI) is forwarded
 * to this instance's sockets. A socket that misses a heartbeat is dropped.
 */
export async function registerWebSocket(app: FastifyInstance, core: Core, heartbeatMs = WS_PING_INTERVAL_MS): Promise<EventListener> {
  const sockets = new Set<WebSocket>();
  const alive = new WeakSet<WebSocket>();

  const sessionOf = new WeakMap<WebSocket, string>();

  // Checked before the upgrade: a stranger or another site's page gets a plain HTTP answer, never a socket.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowedOrigin(core, request)) return reply.status(403).send({ error: 'This origin may not open the live connection', code: 'FORBIDDEN_ORIGIN' });
    if (!isStaffActor(await actorOf(core, request))) return reply.status(401).send({ error: 'Sign in required', code: 'UNAUTHORIZED' });
  };

  app.get('/ws', { websocket: true, preValidation: admit }, async (socket, request) => {
    const actor = await actorOf(core, request);
    if (!isStaffActor(actor)) return socket.close(4401, 'Sign in required');
    if (actor.sessionId) sessionOf.set(socket, actor.sessionId);
    sockets.add(socket);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('message', (raw) => {
      alive.add(socket);
      if (String(raw).includes('"ping"')) socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'connected', data: { role: actor.role } }));
  });

  // Each heartbeat also re-checks the sessions: a socket whose session ended (signed out, expired, deactivated) is closed.
  const closeEndedSessions = async () => {
    const open = [...sockets].filter((socket) => sessionOf.has(socket));
    const live = await liveSessionIds(core, open.map((socket) => sessionOf.get(socket)!)).catch(() => null);
    if (!live) return;
    for (const socket of open) if (!live.has(sessionOf.get(socket)!)) socket.close(4401, 'Session ended');
  };

  const heartbeat = setInterval(() => {
    void closeEndedSessions();
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate();
        sockets.delete(socket);
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const forward = (event: AppEvent) => {
    const message = JSON.stringify(event);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  };
  const listener = await listenForEvents(core.databaseUrl, forward, { applicationName: 'eta-api:events' });
  return {
    close: async () => {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.close(1001, 'Server shutting down');
      await listener.close();
    },
  };
}
