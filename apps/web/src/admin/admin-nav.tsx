import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { AdminSectionId } from '../routes/search-params.ts';
import { ADMIN_NAV_GROUPS, type AdminSection } from './sections.ts';

const NAV_ID = 'admin-nav';

/** The grouped section list; on narrow screens it folds behind a toggle showing the current section. */
export function AdminNav({ current }: { current: AdminSection }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-nav">
      <button
        type="button"
        className="admin-nav__toggle"
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="muted">Section:</span> {current.label}
        <span className="admin-nav__chevron" aria-hidden="true" />
      </button>
      <nav id={NAV_ID} className={`admin-nav__panel${open ? ' admin-nav__panel--open' : ''}`} aria-label="Admin sections">
        {ADMIN_NAV_GROUPS.map((group) => (
          <div key={group.label} className="admin-nav__group">
            <p className="admin-nav__group-label" id={`admin-nav-${group.label}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`admin-nav-${group.label}`}>
              {group.sections.map((section) => (
                <li key={section.id}>
                  <AdminNavLink section={section} onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

function AdminNavLink({ section, onNavigate }: { section: AdminSection; onNavigate: () => void }) {
  const search: { section?: AdminSectionId } = section.id === 'overview' ? {} : { section: section.id };
  return (
    <Link
      to="/admin"
      search={search}
      className="admin-nav__link"
      activeOptions={{ exact: true }}
      onClick={onNavigate}
    >
      {section.label}
    </Link>
  );
}
