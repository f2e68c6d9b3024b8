import type { FormEvent } from 'react';
import { Link, Navigate, createLazyRoute } from '@tanstack/react-router';
import { Button, Form } from 'react-aria-components';
import { homePathForRole } from '@eta/domain';
import { trpc } from '../api/trpc.ts';
import { errorMessage } from '../api/error-message.ts';
import { AGENCY_NAME } from '../brand.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import './staff.css';
import { TextField } from '../ui/text-field.tsx';
import { toast } from '../ui/toast.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { useRememberSignedInUser, useSession } from './session.ts';

export const Route = createLazyRoute('/staff/signin')({ component: StaffSignInPage });

const SIGN_IN_FAILED = 'Sign in failed';

function StaffSignInPage() {
  useDocumentTitle('Staff sign in');
  const session = useSession();
  if (session.isPending) return <FullPageSpinner label="Checking your session" />;
  if (session.data?.authenticated) return <Navigate to={homePathForRole(session.data.user.role)} replace />;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{AGENCY_NAME}</span>
        </Link>
        <h1>Staff sign in</h1>
        <p className="muted">For agency staff and administrators. Applicants can follow their application on the status page.</p>
        <SignInForm />
        <p className="auth-card__footer">
          Looking for your application? <Link to="/portal">Check My Status</Link>
        </p>
      </div>
    </main>
  );
}

/** On success the cached session changes and the page above redirects to the user's home. */
function SignInForm() {
  const rememberSignedInUser = useRememberSignedInUser();
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: ({ user }) => rememberSignedInUser(user),
    onError: (error) => toast({ variant: 'destructive', title: SIGN_IN_FAILED, description: errorMessage(error, SIGN_IN_FAILED) }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  };

  return (
    <Form className="form" onSubmit={onSubmit} aria-describedby={signIn.error ? 'sign-in-error' : undefined}>
      <TextField name="email" type="email" label="Email" autoComplete="username" isRequired autoFocus />
      <TextField name="password" type="password" label="Password" autoComplete="current-password" isRequired />
      {signIn.error ? (
        <p id="sign-in-error" className="form-error">
          {errorMessage(signIn.error, SIGN_IN_FAILED)}
        </p>
      ) : null}
      <Button type="submit" className="button button--primary button--block" isPending={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}
