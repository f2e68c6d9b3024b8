import { clientDataErasedSchema, clientDataExportSchema, clientIdSchema, clientListSchema, clientSchema, listClientsSchema, setClientActiveSchema } from '@eta/domain';
import { eraseClientData, exportClientData, listClients, setClientActive } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Client Accounts (staff-admin §2, §7); core checks the ADMIN role and manage_users. */
export const clientsRouter = router({
  list: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/clients', summary: 'Client accounts by e-mail, with their number of applications; search and keyset pages', response: clientListSchema } })
    .input(parsedByCore(listClientsSchema.optional()))
    .query(({ ctx, input }) => listClients(ctx.core, ctx.actor, input)),
  setActive: staffProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/admin/clients/{id}/toggle-active', summary: 'Suspend or reactivate a client account', response: clientSchema } })
    .input(parsedByCore(setClientActiveSchema))
    .mutation(({ ctx, input }) => setClientActive(ctx.core, ctx.actor, input)),
  exportData: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/clients/{id}/export', summary: "Everything held about a client (subject access): the account and each application in full, passport number included; audited", response: clientDataExportSchema } })
    .input(parsedByCore(clientIdSchema))
    .query(({ ctx, input }) => exportClientData(ctx.core, ctx.actor, input)),
  eraseData: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/clients/{id}/erase', summary: "Anonymise every application of a client and the account's e-mail, now; refused while a submission to the government is under way", response: clientDataErasedSchema } })
    .input(parsedByCore(clientIdSchema))
    .mutation(({ ctx, input }) => eraseClientData(ctx.core, ctx.actor, input)),
});
