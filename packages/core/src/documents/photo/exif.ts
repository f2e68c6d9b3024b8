import exifr from 'exifr';

/** When the photo was taken, from EXIF (original, digitised or modified date), or null when the file does not say. */
export async function captureDate(bytes: Uint8Array): Promise<Date | null> {
  try {
    const tags = (await exifr.parse(Buffer.from(bytes), { pick: ['DateTimeOriginal', 'CreateDate', 'ModifyDate'] })) as Record<string, unknown> | undefined;
    const value = tags?.DateTimeOriginal ?? tags?.CreateDate ?? tags?.ModifyDate;
    return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
  } catch {
    return null;
  }
}
