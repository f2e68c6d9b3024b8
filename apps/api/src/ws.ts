import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { isStaffActor, listenForEvents, type AppEvent, type Core, type EventListener } from '@eta/core';
import { actorOf } from './http/actor.ts';

export const WS_PING_INTERVAL_MS = 30_000;

/**
 * `/ws` for signed-in staff: every event NOTIFYed by any process (API, worker, CLI) is forwarded
 * to this instance's sockets. A socket that misses a heartbeat is dropped.
 */
export async function registerWebSocket(app: FastifyInstance, core: Core): Promise<EventListener> {
  const sockets = new Set<WebSocket>();
  const alive = new WeakSet<WebSocket>();

  app.get('/ws', { websocket: true }, async (socket, request) => {
    const actor = await actorOf(core, request);
    if (!isStaffActor(actor)) {
      socket.close(4401, 'Sign in required');
      return;
    }
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

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate();
        sockets.delete(socket);
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, WS_PING_INTERVAL_MS);
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
