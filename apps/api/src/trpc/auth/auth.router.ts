import { sessionCheckSchema, signInResultSchema, staffSignInSchema, successSchema } from '@eta/domain';
import { parsedByCore, publicProcedure, router } from '../trpc.ts';
import { sessionCheck, signInAndSetCookie, signOutAndClearCookie } from '../../http/auth-transport.ts';

export const authRouter = router({
  check: publicProcedure
    .meta({ rest: { method: 'GET', path: '/api/auth/check', summary: 'Whether the caller has a staff session, and as whom', response: sessionCheckSchema } })
    .query(({ ctx }) => sessionCheck(ctx.actor)),
  signIn: publicProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/signin', summary: 'Sign a staff member in; sets the session cookie', response: signInResultSchema } })
    .input(parsedByCore(staffSignInSchema))
    .mutation(({ ctx, input }) => signInAndSetCookie(ctx.core, ctx.req, ctx.res, input)),
  signOut: publicProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/signout', summary: 'End the staff session and clear its cookie', response: successSchema } })
    .mutation(({ ctx }) => signOutAndClearCookie(ctx.core, ctx.req, ctx.res, ctx.actor)),
});
