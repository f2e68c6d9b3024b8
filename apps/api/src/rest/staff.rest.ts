import type { FastifyInstance } from 'fastify';
import { createStaff, deleteStaff, listStaff, setStaffActive, type Core } from '@eta/core';
import { restRoute } from './rest.ts';

export function registerStaffAdminRoutes(app: FastifyInstance, core: Core): void {
  restRoute(app, core, 'GET', '/api/admin/staff', ({ actor }) => listStaff(core, actor));
  restRoute(app, core, 'POST', '/api/admin/staff', ({ actor, request }) => createStaff(core, actor, request.body), { status: 201 });
  restRoute(app, core, 'PATCH', '/api/admin/staff/:id', ({ actor, request }) =>
    setStaffActive(core, actor, { ...(request.body as object | null), id: (request.params as { id: string }).id }),
  );
  restRoute(app, core, 'DELETE', '/api/admin/staff/:id', async ({ actor, request }) => {
    await deleteStaff(core, actor, (request.params as { id: string }).id);
    return { success: true };
  });
}
