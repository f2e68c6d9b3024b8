export { passportSpecimen, SPECIMEN_STATES, type PassportSpecimen, type PassportSpecimenOptions } from './passport.ts';
export { portraitSpecimen, PORTRAIT_KINDS, type PortraitKind, type PortraitSpecimen } from './portrait.ts';
export { seededRandom, type Random } from './random.ts';
