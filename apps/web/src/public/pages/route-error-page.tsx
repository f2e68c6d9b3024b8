import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { HomeButton } from '../home-button.tsx';

/** Shown when a page fails to load or render, e.g. its code could not be fetched. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error('A page failed to load or render.', error), [error]);
  return (
    <section className="section">
      <div className="container narrow status-page">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Reload to try again; if the problem continues, please contact us.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <HomeButton label="Go to the home page" />
        </div>
      </div>
    </section>
  );
}
