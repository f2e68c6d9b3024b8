import { useEffect } from 'react';
import { useDocumentTitle } from '../ui/use-document-title.ts';

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** The site-wide description of index.html, put back when a page with its own description is left. */
let siteDescription: string | undefined;

/** Sets the tab title ("<page> | ETA Assist") and the meta description of a public page while it is shown. */
export function usePageMeta(title: string, description: string) {
  useDocumentTitle(title);
  useEffect(() => {
    const element = descriptionElement();
    siteDescription ??= element.content;
    element.content = description;
    return () => {
      element.content = siteDescription ?? '';
    };
  }, [description]);
}
