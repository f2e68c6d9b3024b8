import type { Face, RgbImage } from './face-detector.ts';
import { background, lightIn, saturation, sharpness, type Box } from './metrics.ts';

import type { PhotoCheck } from '@eta/domain';

export const PHOTO_LIMITS = {
  minWidth: 600,
  minHeight: 750,
  minBytes: 15 * 1024,
  maxBytes: 10 * 1024 * 1024,
  /** Face box height as a share of the photo height. */
  minFaceShare: 0.22,
  maxFaceShare: 0.75,
  /** How far the face centre may sit from the middle, as a share of the width. */
  maxOffCentre: 0.15,
  minBrightness: 80,
  maxBrightness: 215,
  maxHighlights: 0.2,
  maxLeftRightDifference: 40,
  minSharpness: 25,
  minBackgroundBrightness: 150,
  maxBackgroundDeviation: 28,
  minSaturation: 0.05,
  maxSaturation: 0.55,
  maxAgeDays: 92,
} as const;

const OTHER_FACE_SCORE = 0.5;

export type PhotoFacts = {
  /** Size of the file as uploaded, and of the image after EXIF rotation. */
  bytes: number;
  width: number;
  height: number;
  /** The photo scaled down for measuring, with the faces found in it (all scores). */
  sample: RgbImage;
  faces: Face[];
  minConfidence: number;
  takenAt: Date | null;
  now: Date;
};

const check = (passed: boolean, ok: string, problem: string): PhotoCheck => ({ passed, message: passed ? ok : problem });
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every check a person can act on, in the order they are shown. */
export function photoChecks(facts: PhotoFacts): PhotoCheck[] {
  const { sample } = facts;
  const L = PHOTO_LIMITS;
  // The applicant's face must reach the admin's confidence; anyone else in the photo counts from a lower bar.
  const confident = facts.faces.filter((face) => face.score >= facts.minConfidence);
  const people = facts.faces.filter((face) => face.score >= Math.min(facts.minConfidence, OTHER_FACE_SCORE));
  const faces = confident.length ? people : [];
  const face = faces.length === 1 ? faces[0]! : null;
  // Light, focus and colour are measured on the face, or on the middle of the photo when there is no single face.
  const subject: Box = face ?? { x: sample.width * 0.25, y: sample.height * 0.2, width: sample.width * 0.5, height: sample.height * 0.5 };
  const checks: PhotoCheck[] = [
    check(
      facts.width >= L.minWidth && facts.height >= L.minHeight,
      `Resolution is good (${facts.width} × ${facts.height} pixels)`,
      `The photo is too small (${facts.width} × ${facts.height} pixels). Use a photo of at least ${L.minWidth} × ${L.minHeight} pixels.`,
    ),
    check(
      facts.bytes >= L.minBytes && facts.bytes <= L.maxBytes,
      `File size is within limits (${facts.bytes < 1024 * 1024 ? `${Math.round(facts.bytes / 1024)} KB` : megabytes(facts.bytes)})`,
      facts.bytes < L.minBytes
        ? `The file is very small (${Math.round(facts.bytes / 1024)} KB), so the photo is likely heavily compressed. Upload the original photo.`
        : `The file is too large (${megabytes(facts.bytes)}). Upload a photo under 10 MB.`,
    ),
    check(facts.height > facts.width, 'Photo is in portrait orientation', 'The photo is wider than it is tall. Take it in portrait orientation (taller than wide).'),
    check(
      faces.length === 1,
      'One face found',
      faces.length === 0
        ? 'No face could be found. Face the camera directly, with your whole face visible and nothing covering it.'
        : `${faces.length} faces were found. The photo must show only you.`,
    ),
    ...(face ? faceChecks(sample, face) : []),
    lightingCheck(sample, subject),
    sharpnessCheck(sample, subject),
    backgroundCheck(sample, face),
    colourCheck(sample, subject),
  ];
  if (facts.takenAt) {
    const ageDays = (facts.now.getTime() - facts.takenAt.getTime()) / 86_400_000;
    checks.push(
      check(
        ageDays <= L.maxAgeDays,
        'Photo was taken within the last 3 months',
        `The photo was taken on ${facts.takenAt.toISOString().slice(0, 10)}, more than 3 months ago. Take a new photo.`,
      ),
    );
  }
  return checks;
}

function faceChecks(sample: RgbImage, face: Face): PhotoCheck[] {
  const L = PHOTO_LIMITS;
  const share = face.height / sample.height;
  const offCentre = Math.abs(face.x + face.width / 2 - sample.width / 2) / sample.width;
  const centreY = (face.y + face.height / 2) / sample.height;
  return [
    check(
      share >= L.minFaceShare && share <= L.maxFaceShare,
      'Face is a good size in the photo',
      share < L.minFaceShare
        ? 'Your face is too small in the photo. Move closer to the camera so your head and shoulders fill most of the photo.'
        : 'Your face is too close to the camera. Move back so your whole head and the top of your shoulders show.',
    ),
    check(
      offCentre <= L.maxOffCentre && centreY >= 0.2 && centreY <= 0.65,
      'Face is centred',
      'Your face is not centred. Stand straight in front of the camera with your face in the middle of the photo.',
    ),
  ];
}

function lightingCheck(sample: RgbImage, subject: Box): PhotoCheck {
  const L = PHOTO_LIMITS;
  const light = lightIn(sample, subject);
  if (light.mean < L.minBrightness) return check(false, '', 'The photo is too dark. Take it in good, even light, facing a window or a lamp.');
  if (light.mean > L.maxBrightness || light.highlights > L.maxHighlights) {
    return check(false, '', 'The photo is washed out (too bright). Avoid flash and direct sunlight on your face.');
  }
  if (light.leftRightDifference > L.maxLeftRightDifference) {
    return check(false, '', 'The light is uneven: one side of your face is in shadow. Face the light so both sides are lit evenly.');
  }
  return check(true, 'Lighting is even', '');
}

function sharpnessCheck(sample: RgbImage, subject: Box): PhotoCheck {
  const value = sharpness(sample, subject);
  return check(value >= PHOTO_LIMITS.minSharpness, 'Photo is sharp', 'The photo is blurred. Hold the camera still, make sure it is focused on your face, and retake it.');
}

function backgroundCheck(sample: RgbImage, face: Face | null): PhotoCheck {
  const L = PHOTO_LIMITS;
  const { mean, deviation } = background(sample, face);
  if (mean < L.minBackgroundBrightness) return check(false, '', 'The background is too dark. Stand in front of a plain white, cream or light grey wall.');
  if (deviation > L.maxBackgroundDeviation) return check(false, '', 'The background is not plain. Stand in front of a plain light wall with no patterns, objects or shadows.');
  return check(true, 'Background is plain and light', '');
}

function colourCheck(sample: RgbImage, subject: Box): PhotoCheck {
  const L = PHOTO_LIMITS;
  const { mean, grey } = saturation(sample, subject);
  if (grey > 0.9 || mean < L.minSaturation) return check(false, '', 'The photo looks black and white. Upload a colour photo.');
  if (mean > L.maxSaturation) return check(false, '', 'The colours look unnatural, as if a filter was used. Upload an unedited photo with no filters.');
  return check(true, 'Colours look natural (no filter)', '');
}
