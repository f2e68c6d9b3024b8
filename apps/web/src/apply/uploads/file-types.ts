/** The passport hint's limit (applicant §2); the server refuses anything larger with a 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The passport sub-step accepts any image type before upload (applicant §5); the server then checks the bytes. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The photo step accepts JPG or JPEG only (applicant §5). */
export function isJpegFile(file: File): boolean {
  return file.type === 'image/jpeg' || (file.type === '' && /\.jpe?g$/i.test(file.name));
}

export const isTooLarge = (file: File) => file.size > MAX_UPLOAD_BYTES;
