import type { ReactNode } from 'react';

/** The heading block at the top of a public content page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="container">
        {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {children ? <div className="page-intro__lead">{children}</div> : null}
      </div>
    </header>
  );
}
