import sharp from 'sharp';
import type { Actor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import type { Core } from '../core.ts';
import { getSetting } from '../admin/settings.ts';
import { fileStore } from '../storage/file-store.ts';
import { storeFile } from '../storage/files.ts';
import { admitImageUpload, checkUpload, decodeImage } from './upload.ts';
import type { PhotoAnswer, PhotoCheck } from '@eta/domain';
import { photoChecks } from './photo/checks.ts';
import { captureDate } from './photo/exif.ts';
import { faceDetector, type FaceDetector, type RgbImage } from './photo/face-detector.ts';

export type PhotoUpload = { bytes: Uint8Array };

/** Photos are measured at this size: enough for the face detector and the metrics, quick on two cores. */
const SAMPLE_SIZE = 640;

async function sampleOf(bytes: Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: SAMPLE_SIZE, height: SAMPLE_SIZE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Checks an applicant's photo (JPEG only, by its bytes), stores it as an upload and answers the list of
 * checks with what to do about each failure. The admin's validation settings can switch the checks off
 * and set the face confidence required.
 */
export async function validatePhoto(core: Core, actor: Actor, upload: PhotoUpload, options: { detectFaces?: FaceDetector; now?: Date } = {}): Promise<PhotoAnswer> {
  return admitImageUpload(core, actor, 'photo', () => validatePhotoNow(core, actor, upload, options));
}

async function validatePhotoNow(core: Core, actor: Actor, upload: PhotoUpload, options: { detectFaces?: FaceDetector; now?: Date } = {}): Promise<PhotoAnswer> {
  checkUpload(upload.bytes, ['image/jpeg'], 'Invalid file type: Please upload a JPG or JPEG file only.');
  const { width, height } = await decodeImage(upload.bytes);
  const em = core.em();
  const settings = await getSetting(em, 'validationSettings');
  let checks: PhotoCheck[];
  if (!settings.photoValidationEnabled) {
    checks = [{ passed: true, message: 'Automatic photo checks are switched off. Our team will check your photo by hand.' }];
  } else {
    const sample = await sampleOf(upload.bytes);
    const [faces, takenAt] = await Promise.all([(options.detectFaces ?? faceDetector(core.config))(sample, upload.bytes), captureDate(upload.bytes)]);
    checks = photoChecks({
      bytes: upload.bytes.byteLength,
      width,
      height,
      sample,
      faces,
      minConfidence: settings.minPhotoConfidence / 100,
      takenAt,
      now: options.now ?? new Date(),
    });
  }
  const file = await storeFile(em, fileStore(core), { kind: 'photo', bytes: upload.bytes, contentType: 'image/jpeg' });
  if (actor.type !== 'anonymous') {
    audit(em, actor, 'document.photo_checked', { fileId: file.id, passed: checks.every((c) => c.passed) });
    await em.flush();
  }
  return { checks, uploadId: file.id, passed: checks.every((c) => c.passed) };
}
