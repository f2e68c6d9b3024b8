export {
  DEV_MRZ_FONTS,
  HELD_OUT_MRZ_FONTS,
  passportSpecimen,
  passportSpecimenSet,
  splitSpecimen,
  SPECIMEN_STATES,
  SURFACES,
  TUNING_MRZ_FONTS,
  WIDE_DEV_MRZ_FONTS,
  withoutZone,
  type MrzFont,
  type PassportSpecimen,
  type PassportSpecimenOptions,
  type SpecimenSplit,
  type Surface,
} from './passport.ts';
export { portraitSpecimen, PORTRAIT_KINDS, type PortraitKind, type PortraitSpecimen } from './portrait.ts';
export { seededRandom, type Random } from './random.ts';
