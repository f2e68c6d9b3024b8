import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { AGENCY_NAME } from '../brand.ts';
import { useSignOut, type SessionUser } from './session.ts';
import { LiveEventsProvider, useLiveState } from './live/live-provider.tsx';
import './staff.css';

export function StaffLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <LiveEventsProvider>
      <ConsoleFrame user={user}>{children}</ConsoleFrame>
    </LiveEventsProvider>
  );
}

const LIVE_TEXT = { open: 'Live', connecting: 'Connecting…', reconnecting: 'Reconnecting…', closed: 'Offline' } as const;

function LiveIndicator() {
  const state = useLiveState();
  return (
    <span className={`live-indicator live-indicator--${state}`} role="status" title="Live updates">
      <span className="live-indicator__dot" aria-hidden="true" />
      {LIVE_TEXT[state]}
    </span>
  );
}

function ConsoleFrame({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <div className="console">
      <header className="console-header">
        <div className="console-header__bar">
          <Link to="/staff" className="brand brand--light">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{AGENCY_NAME}</span>
            <span className="brand__tag">Console</span>
          </Link>
          <div className="console-user">
            <LiveIndicator />
            <span className="console-user__email" title="Signed in as">
              {user.email}
            </span>
            <Button className="button button--ghost-light button--small" onPress={signOut} isPending={isSigningOut}>
              Sign Out
            </Button>
          </div>
        </div>
        <nav className="console-nav" aria-label="Staff">
          <Link to="/staff" className="console-nav__link" activeOptions={{ exact: true }}>
            Dashboard
          </Link>
          <Link to="/staff/applications" className="console-nav__link">
            Applications
          </Link>
          <Link to="/staff/settings" className="console-nav__link">
            Settings
          </Link>
          {user.role === 'ADMIN' ? (
            <Link to="/admin" className="console-nav__link">
              Admin
            </Link>
          ) : null}
        </nav>
      </header>
      <main id="main" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
