import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import './public.css';

/** Header, page and footer of every public page (applicant §2). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
