/** Where the wizard keeps the applicant's answers in the browser until the application is paid. */
export const APPLICATION_DRAFT_KEY = 'eta-application-draft';

export function clearApplicationDraft(): void {
  try {
    window.localStorage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}
