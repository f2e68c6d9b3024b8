import { APPLICATION_DRAFT_KEY } from '../../api/application-draft.ts';
import { parseStoredDraft, type ApplicationDraft } from './draft.ts';

/** The saved draft, or null when there is none (or storage is switched off). */
export function loadDraft(): ApplicationDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(APPLICATION_DRAFT_KEY));
  } catch {
    return null;
  }
}

const withoutPreviews = (draft: ApplicationDraft): ApplicationDraft => ({
  ...draft,
  passport: { ...draft.passport, scan: draft.passport.scan && { ...draft.passport.scan, previewUrl: null } },
  photo: { ...draft.photo, upload: draft.photo.upload && { ...draft.photo.upload, previewUrl: null } },
});

/**
 * Saves the draft; if storage is nearly full, saves it again without the image previews (the uploads
 * themselves stay on the server, referenced by id). Returns false when nothing could be saved.
 */
export function saveDraft(draft: ApplicationDraft): boolean {
  for (const candidate of [draft, withoutPreviews(draft)]) {
    try {
      window.localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(candidate));
      return true;
    } catch {
      // Quota exceeded or storage disabled: try the smaller form, then give up.
    }
  }
  return false;
}
