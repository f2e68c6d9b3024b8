import { emptyDraft, emptyPassportSection, emptyPhotoSection, type AgreementValues, type ApplicationDraft, type DeclarationValues, type PassportScan, type PassportValues, type PhotoSection, type TravelValues, type WizardStepNumber } from './draft.ts';
import { newDraftKey } from './draft-key.ts';
import { loadDraft, saveDraft } from './draft-storage.ts';
import { resumeStep } from './step-inputs.ts';

export type DraftState = {
  draft: ApplicationDraft;
  /** False once the browser refused to store the draft (storage off or full): the page must not claim it is saved. */
  saved: boolean;
};

type DraftChange = (draft: ApplicationDraft) => ApplicationDraft;

/** The saved draft, reopened where it was left (or earlier if a step needs answers again), else a new one. */
export function openDraft(): ApplicationDraft {
  const saved = loadDraft();
  return saved ? { ...saved, step: resumeStep(saved) } : emptyDraft(newDraftKey());
}

/**
 * Holds the draft for one wizard and writes every change to local storage as it happens, so a reload or a
 * closed tab loses nothing. Handlers that finish later (an upload) change the latest draft, never a stale copy.
 */
export function createDraftStore(initial: ApplicationDraft) {
  let state: DraftState = { draft: initial, saved: true };
  const listeners = new Set<() => void>();

  const update = (change: DraftChange) => {
    const draft = change(state.draft);
    if (draft === state.draft) return;
    state = { draft, saved: saveDraft(draft) };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): DraftState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions: draftActions(update),
  };
}
export type DraftStore = ReturnType<typeof createDraftStore>;

function draftActions(update: (change: DraftChange) => void) {
  return {
    goToStep: (step: WizardStepNumber) => update((draft) => ({ ...draft, step })),
    changePassportValues: (patch: Partial<PassportValues>) =>
      update((draft) => ({ ...draft, passport: { ...draft.passport, values: { ...draft.passport.values, ...patch } } })),
    /** Keeps what /api/validate-passport answered for an image, with the details it filled in. */
    setPassportScan: (scan: PassportScan, filled: Partial<PassportValues> = {}) =>
      update((draft) => ({ ...draft, passport: { values: { ...draft.passport.values, ...filled }, scan } })),
    resetPassport: () => update((draft) => ({ ...draft, passport: emptyPassportSection() })),
    changeTravel: (patch: Partial<TravelValues>) => update((draft) => ({ ...draft, travel: { ...draft.travel, ...patch } })),
    replacePhoto: (photo: PhotoSection) => update((draft) => ({ ...draft, photo })),
    discardPhoto: () => update((draft) => ({ ...draft, photo: emptyPhotoSection() })),
    changeDeclarations: (patch: Partial<DeclarationValues>) => update((draft) => ({ ...draft, declarations: { ...draft.declarations, ...patch } })),
    changeAgreements: (patch: Partial<AgreementValues>) => update((draft) => ({ ...draft, agreements: { ...draft.agreements, ...patch } })),
    /** After an application was paid: forget it and begin again with a new draft key. */
    startNewApplication: () => update(() => emptyDraft(newDraftKey())),
  };
}
export type DraftActions = ReturnType<typeof draftActions>;
