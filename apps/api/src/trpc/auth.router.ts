import { staffSignInSchema } from '@eta/domain';
import { publicProcedure, router } from './trpc.ts';
import { sessionCheck, signInAndSetCookie, signOutAndClearCookie } from '../http/auth-transport.ts';

export const authRouter = router({
  check: publicProcedure.query(({ ctx }) => sessionCheck(ctx.actor)),
  signIn: publicProcedure
    .input(staffSignInSchema)
    .mutation(({ ctx, input }) => signInAndSetCookie(ctx.core, ctx.req, ctx.res, input)),
  signOut: publicProcedure.mutation(({ ctx }) => signOutAndClearCookie(ctx.core, ctx.req, ctx.res, ctx.actor)),
});
