import { useState, useSyncExternalStore } from 'react';
import { createDraftStore, openDraft, type DraftActions, type DraftState } from './draft-store.ts';

/** The wizard's draft, saved to local storage on every change, with the actions that change it. */
export function useApplicationDraft(): DraftState & { actions: DraftActions } {
  const [store] = useState(() => createDraftStore(openDraft()));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...state, actions: store.actions };
}
