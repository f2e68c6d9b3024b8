import sharp from 'sharp';
import { AppError } from '../errors.ts';

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

/** Decodes the whole image (a truncated or corrupt file fails here), so nothing unreadable is stored. */
export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  try {
    const { info } = await sharp(bytes, { failOn: 'truncated' }).rotate().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'UNREADABLE_IMAGE', 'The image could not be read. It may be damaged or incomplete; please upload it again.');
  }
}
