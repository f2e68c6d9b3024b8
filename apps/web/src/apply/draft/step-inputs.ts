import {
  declarationsStepSchema,
  passportStepSchema,
  photoStepSchema,
  toApplyPayload,
  travelStepSchema,
  type ApplyInput,
  type PassportStepInput,
  type TravelStepInput,
} from '@eta/domain';
import type { ApplicationDraft, PassportSection, PhotoSection, TravelValues, WizardStepNumber } from './draft.ts';

/**
 * What each step's shared schema is given. Answers hidden by an earlier choice (a phone number after
 * "no phone", a job after "no job") are kept in the draft, so a mistaken click loses nothing, but are not sent.
 */
export function passportStepInput({ values, scan }: PassportSection): PassportStepInput {
  return {
    ...values,
    phone: values.hasPhoneNumber === 'yes' ? values.phone : '',
    ocrData: scan?.outcome === 'validated' ? scan.ocrData : null,
    scanUploadId: scan?.uploadId ?? null,
  };
}

export function travelStepInput(values: TravelValues): TravelStepInput {
  return { ...values, job: values.hasJob === 'yes' ? values.job : '' };
}

export function photoStepInput({ usePhoto, upload }: PhotoSection) {
  return { usePhoto: usePhoto === '' ? undefined : usePhoto, photoUploadId: upload?.uploadId };
}

/** A photo whose checks failed (usePhoto no) cannot be carried forward, even though the schema allows the answer. */
const photoIsUsable = (photo: PhotoSection) => photo.usePhoto === 'yes' && photoStepSchema.safeParse(photoStepInput(photo)).success;

/** The first step whose answers are not yet complete and valid; 5 when all four are. */
export function firstIncompleteStep(draft: ApplicationDraft): WizardStepNumber {
  if (!passportStepSchema.safeParse(passportStepInput(draft.passport)).success) return 1;
  if (!travelStepSchema.safeParse(travelStepInput(draft.travel)).success) return 2;
  if (!photoIsUsable(draft.photo)) return 3;
  if (!declarationsStepSchema.safeParse(draft.declarations).success) return 4;
  return 5;
}

/** Where a reopened draft continues: the step it was left on, unless an earlier one needs answers first. */
export function resumeStep(draft: ApplicationDraft): WizardStepNumber {
  const incomplete = firstIncompleteStep(draft);
  return incomplete < draft.step ? incomplete : draft.step;
}

/** The submission payload, or null while any step is incomplete. */
export function applyInputOf(draft: ApplicationDraft): ApplyInput | null {
  const passport = passportStepSchema.safeParse(passportStepInput(draft.passport));
  const travel = travelStepSchema.safeParse(travelStepInput(draft.travel));
  const photo = photoStepSchema.safeParse(photoStepInput(draft.photo));
  const declarations = declarationsStepSchema.safeParse(draft.declarations);
  if (!passport.success || !travel.success || !photo.success || !declarations.success || draft.photo.usePhoto !== 'yes') return null;
  return toApplyPayload(draft.draftKey, { passport: passport.data, travel: travel.data, photo: photo.data, declarations: declarations.data });
}
