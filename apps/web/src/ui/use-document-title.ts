import { useEffect } from 'react';
import { AGENCY_NAME } from '../brand.ts';

/** Sets the tab title to "<page> | ETA Assist" while the page is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = `${pageTitle} | ${AGENCY_NAME}`;
  }, [pageTitle]);
}
