import sharp from 'sharp';
import { AppError, ServiceBusyError } from '../errors.ts';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { clientAddressKey, enforceRateLimits } from '../security/rate-limit.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png';

/** What the first bytes say a file is; only JPEG and PNG are accepted, the rest are named for clearer errors. */
export function sniffFileType(bytes: Uint8Array): ImageType | 'application/pdf' | 'image/gif' | 'image/webp' | null {
  const starts = (...signature: number[]) => signature.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

/** Size first (413), then the magic numbers (400): the file name and the declared type are never trusted. */
export function checkUpload(bytes: Uint8Array, accepted: readonly ImageType[], wrongTypeMessage: string): ImageType {
  if (bytes.byteLength === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty. Please choose an image file.');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Please upload a smaller image.');
  const type = sniffFileType(bytes);
  const isAccepted = (value: typeof type): value is ImageType => accepted.some((t) => t === value);
  if (!isAccepted(type)) throw new AppError(400, 'UNSUPPORTED_FILE_TYPE', wrongTypeMessage);
  return type;
}

export type DecodedImage = { width: number; height: number };

/** Enough for any phone camera's passport scan or portrait; larger images are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;
/** Decoding checks every byte of the file; it needs no more pixels than this. */
const CHECK_DECODE_SIDE = 2048;

const unreadable = () => new AppError(400, 'UNREADABLE_IMAGE', 'The image could not be read. It may be damaged or incomplete; please upload it again.');

/**
 * Reads the dimensions from the file's header, refuses an image too large to decode safely (a small
 * file can declare billions of pixels), then decodes the whole file at a reduced size so a truncated
 * or corrupt file fails here and nothing unreadable is stored.
 */
export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  const header = await sharp(bytes).metadata().catch(() => {
    throw unreadable();
  });
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new AppError(413, 'IMAGE_TOO_LARGE', `The image is too large (${width} × ${height} pixels). Please upload one of at most ${MAX_IMAGE_SIDE.toLocaleString('en-GB')} pixels on its longest side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
  }
  try {
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width: CHECK_DECODE_SIDE, height: CHECK_DECODE_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch {
    throw unreadable();
  }
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurn = (header.orientation ?? 1) >= 5;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/**
 * Bounds the image work (decoding, OCR, face detection) one process does at once. A few requests
 * wait their turn; beyond that the server answers 503 with Retry-After instead of running out of memory.
 */
export function imageWorkLimiter(maxConcurrent: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < maxConcurrent) active++;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing job hands its slot over
      else throw new ServiceBusyError('We are busy checking other documents. Please try again in a few seconds.');
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

/** This process's bound: one image job per core, a few waiting. */
export const imageWork = imageWorkLimiter(2, 6);

/** Uploads per address per document kind: a person retries a few times; more is someone else's script. */
export const UPLOADS_PER_ADDRESS = { limit: 60, windowSeconds: 600 };

/** The anonymous document endpoints' gate: rate limited per address, then a turn at the bounded image work. */
export async function admitImageUpload<T>(core: Core, actor: Actor, kind: 'passport' | 'photo', work: () => Promise<T>): Promise<T> {
  await enforceRateLimits(core, [{ key: `upload:${kind}:ip:${clientAddressKey(actorIp(actor))}`, ...UPLOADS_PER_ADDRESS }]);
  return imageWork.run(work);
}
