import { createLazyRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { AdminNav } from './admin-nav.tsx';
import { adminSection } from './sections.ts';
import './admin.css';

export const Route = createLazyRoute('/staff-area/admin')({ component: AdminConsolePage });

function AdminConsolePage() {
  const { section: sectionId = 'overview' } = Route.useSearch();
  const section = adminSection(sectionId);
  useDocumentTitle(`${section.label} · Admin`);
  const { Content } = section;
  return (
    <div className="admin">
      <AdminNav current={section} />
      <div className="admin__content">
        <header className="console-page__header">
          <h1>{section.label}</h1>
          <p className="muted">{section.summary}</p>
        </header>
        <Content />
      </div>
    </div>
  );
}
