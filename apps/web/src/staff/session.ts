import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc, type RouterOutputs } from '../api/trpc.ts';

export type SessionUser = NonNullable<RouterOutputs['auth']['check']['user']>;

/** The signed-in staff member, from `auth.check` (cached for the whole visit). */
export function useSession() {
  return trpc.auth.check.useQuery();
}

/** After a successful sign-in the cached session is replaced, so guards see the new user at once. */
export function useRememberSignedInUser() {
  const utils = trpc.useUtils();
  return (user: SessionUser) =>
    utils.auth.check.setData(undefined, { authenticated: true, user: { id: user.id, email: user.email, role: user.role } });
}

/** Ends the session, forgets everything cached for it and returns to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: async () => {
      queryClient.clear();
      await navigate({ to: '/staff/signin', replace: true });
    },
  });
  return { signOut: () => signOut.mutate(), isSigningOut: signOut.isPending };
}
