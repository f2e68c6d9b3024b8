import { useEffect, type ReactNode } from 'react';
import { Navigate, useMatches } from '@tanstack/react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { useSession, type SessionUser } from './session.ts';

/**
 * The route guard of staff-admin §6: a spinner while the session is checked, the sign-in page
 * when the check fails or nobody is signed in, /staff when the page needs a role the user lacks.
 */
export function StaffRouteGuard({ children }: { children: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  const requiredRole = useMatches({
    select: (matches) => matches.find((match) => match.staticData.requiredRole)?.staticData.requiredRole,
  });

  useEffect(() => {
    if (session.error) console.error('Session check failed; redirecting to sign-in.', session.error);
  }, [session.error]);

  if (session.isPending) return <FullPageSpinner label="Checking your session" />;
  if (session.isError || !session.data.authenticated) return <Navigate to="/staff/signin" replace />;
  if (requiredRole && session.data.user.role !== requiredRole) return <Navigate to="/staff" replace />;
  return children(session.data.user);
}
