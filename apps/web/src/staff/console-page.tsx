import type { ReactNode } from 'react';
import { useDocumentTitle } from '../ui/use-document-title.ts';

/** Title, one-line purpose and content of a staff console page. */
export function ConsolePage({ title, description, children }: { title: string; description: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="console-page">
      <header className="console-page__header">
        <h1>{title}</h1>
        <p className="muted">{description}</p>
      </header>
      {children}
    </div>
  );
}
