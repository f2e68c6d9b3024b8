import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AppError } from '../errors.ts';
import { checkUpload, decodeImage, MAX_UPLOAD_BYTES, sniffFileType } from './upload.ts';

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
};

describe('upload checks', () => {
  it('knows files by their magic numbers, not their names', () => {
    expect(sniffFileType(png)).toBe('image/png');
    expect(sniffFileType(jpeg)).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffFileType(Buffer.from('hello'))).toBeNull();
  });

  it('answers 400 UNSUPPORTED_FILE_TYPE with the caller’s message, 413 above 10 MB', () => {
    expect(errorOf(() => checkUpload(Buffer.from('%PDF-1.7'), ['image/jpeg'], 'JPEG only'))).toMatchObject({ status: 400, code: 'UNSUPPORTED_FILE_TYPE', message: 'JPEG only' });
    expect(errorOf(() => checkUpload(png, ['image/jpeg'], 'JPEG only'))).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(errorOf(() => checkUpload(big, ['image/jpeg'], 'JPEG only'))).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(checkUpload(png, ['image/jpeg', 'image/png'], 'x')).toBe('image/png');
  });

  it('refuses a truncated image as UNREADABLE_IMAGE', async () => {
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#8af' } }).jpeg().toBuffer();
    await expect(decodeImage(photo.subarray(0, photo.length / 2))).rejects.toMatchObject({ status: 400, code: 'UNREADABLE_IMAGE' });
    await expect(decodeImage(photo)).resolves.toEqual({ width: 400, height: 400 });
  });
});
