import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { imageWork, StoredFile, UPLOADS_PER_ADDRESS, type Core } from '@eta/core';
import { passportSpecimen, portraitSpecimen } from '@eta/core/specimens';
import { createTestCore } from '@eta/core/testing';
import { createServer, type Server } from './server.ts';

let core: Core;
let server: Server;

beforeAll(async () => {
  core = await createTestCore();
  server = await createServer(core, { webDist: null });
});
afterAll(async () => {
  await server.stop();
  await core.close();
});

const BOUNDARY = '----eta-test-boundary';

/** A multipart/form-data body with one file part. */
function form(field: string, filename: string, contentType: string, bytes: Buffer) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const post = (url: string, body: { payload: Buffer | string; headers: Record<string, string> }) => server.app.inject({ method: 'POST', url, ...body });
const storedCount = () => core.em().count(StoredFile);

describe('POST /api/validate-passport', () => {
  it('reads a generated passport and answers the spec’s shape with an upload id', async () => {
    const specimen = await passportSpecimen({ seed: 21, variation: 'varied', state: 'FRA' });
    const res = await post('/api/validate-passport', form('passport', specimen.filename, specimen.mimetype, specimen.bytes));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid: true, validationErrors: [], errors: [], ocrData: { passportNumber: specimen.expected.passportNumber, nationality: 'France', expiryDate: specimen.expected.expiryDate, dateOfBirth: specimen.expected.dateOfBirth } });
    expect(body.ocrData.surname.toUpperCase()).toBe(specimen.expected.surname);
    expect(await core.em().findOne(StoredFile, { id: body.uploadId })).toMatchObject({ kind: 'passport_scan', application: null });
  });

  it('answers PASSPORT_EXPIRED for an expired generated passport', async () => {
    const specimen = await passportSpecimen({ seed: 22, expiryDate: '2024-03-10' });
    const res = await post('/api/validate-passport', form('passport', 'p.png', 'image/png', specimen.bytes));
    expect(res.json()).toMatchObject({ valid: false, validationErrors: [{ code: 'PASSPORT_EXPIRED' }], ocrData: { expiryDate: '2024-03-10' } });
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['a GIF named .jpg', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/jpeg'],
  ])('refuses %s with 400 and stores nothing', async (_name, bytes, type) => {
    const before = await storedCount();
    const res = await post('/api/validate-passport', form('passport', 'scan.jpg', type, bytes));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please upload a JPG or PNG image', code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a truncated image with 400 UNREADABLE_IMAGE and stores nothing', async () => {
    const before = await storedCount();
    const specimen = await passportSpecimen({ seed: 23, variation: 'varied' });
    const res = await post('/api/validate-passport', form('passport', 'scan.jpg', 'image/jpeg', specimen.bytes.subarray(0, specimen.bytes.length / 3)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await storedCount();
    const { bytes: jpeg } = await portraitSpecimen({ seed: 1, kind: 'low-resolution' });
    const res = await post('/api/validate-passport', form('passport', 'big.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1)])));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await storedCount()).toBe(before);
  });

  it('answers an empty body, a JSON body or another field with 400 and a clear message', async () => {
    const empty = await post('/api/validate-passport', { payload: '', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    const json = await post('/api/validate-passport', { payload: '{}', headers: { 'content-type': 'application/json' } });
    const wrongField = await post('/api/validate-passport', form('file', 'p.png', 'image/png', Buffer.from('x')));
    const none = await server.app.inject({ method: 'POST', url: '/api/validate-passport' });
    for (const res of [empty, json, wrongField, none]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please choose an image file to upload (form field "passport").', code: 'FILE_REQUIRED' });
    }
  });
});

describe('POST /api/validate-photo', () => {
  it('passes every check of a good generated portrait', async () => {
    const portrait = await portraitSpecimen({ seed: 2 });
    const res = await post('/api/validate-photo', form('photo', 'me.jpg', 'image/jpeg', portrait.bytes));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.passed).toBe(true);
    expect(body.checks.every((c: { passed: boolean }) => c.passed)).toBe(true);
    expect(await core.em().findOne(StoredFile, { id: body.uploadId })).toMatchObject({ kind: 'photo', contentType: 'image/jpeg' });
  });

  it('fails a dark portrait with a message to act on', async () => {
    const portrait = await portraitSpecimen({ seed: 2, kind: 'dark' });
    const body = (await post('/api/validate-photo', form('photo', 'me.jpg', 'image/jpeg', portrait.bytes))).json();
    expect(body.passed).toBe(false);
    expect(body.checks).toContainEqual({ passed: false, message: 'The photo is too dark. Take it in good, even light, facing a window or a lamp.' });
  });

  it('refuses a PNG with the spec’s message and stores nothing', async () => {
    const before = await storedCount();
    const { bytes: png } = await passportSpecimen({ seed: 24 });
    const res = await post('/api/validate-photo', form('photo', 'me.jpg', 'image/jpeg', png));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid file type: Please upload a JPG or JPEG file only.', code: 'UNSUPPORTED_FILE_TYPE' });
    expect(await storedCount()).toBe(before);
  });

  it('answers a missing photo with 400', async () => {
    const res = await post('/api/validate-photo', form('passport', 'me.jpg', 'image/jpeg', Buffer.from('x')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_REQUIRED' });
  });
});

/** A valid PNG header and body declaring width × height one-bit grey pixels: ~30 KB that decode to a quarter of a gigapixel. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describe('uploads cannot exhaust the server', () => {
  it('refuses a 16000 × 16000 image quickly, before decoding it, with bounded memory', async () => {
    const png = pngBomb(16_000, 16_000);
    const jpeg = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' }, limitInputPixels: false }).jpeg({ quality: 10 }).toBuffer();
    expect(png.length).toBeLessThan(1_000_000);
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (const [url, field, type, bytes] of [['/api/validate-passport', 'passport', 'image/png', png], ['/api/validate-photo', 'photo', 'image/jpeg', jpeg]] as const) {
      const startedAt = performance.now();
      const res = await post(url, form(field, 'huge', type, bytes));
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', error: expect.stringContaining('The image is too large (16000 × 16000 pixels)') });
      console.log(`${url}: refused in ${(performance.now() - startedAt).toFixed(0)} ms`);
    }
    const grownMb = (process.memoryUsage().rss - before) / 1_048_576;
    console.log(`resident memory grew by ${grownMb.toFixed(1)} MB while refusing both`);
    expect(grownMb).toBeLessThan(150);
  });

  it('answers 503 with Retry-After when the image work is saturated, and recovers', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const blockers = Array.from({ length: 8 }, () => imageWork.run(() => held));
    const specimen = await portraitSpecimen({ seed: 3 });
    const busy = await post('/api/validate-photo', form('photo', 'me.jpg', 'image/jpeg', specimen.bytes));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ code: 'BUSY' });
    release();
    await Promise.all(blockers);
    expect((await post('/api/validate-photo', form('photo', 'me.jpg', 'image/jpeg', specimen.bytes))).statusCode).toBe(200);
  });

  it('rate limits uploads per address', async () => {
    const statuses = [];
    for (let i = 0; i <= UPLOADS_PER_ADDRESS.limit; i++) {
      statuses.push((await server.app.inject({ method: 'POST', url: '/api/validate-passport', remoteAddress: '198.51.100.77', ...form('passport', 'x.txt', 'text/plain', Buffer.from('not an image')) })).statusCode);
    }
    expect(statuses.slice(0, UPLOADS_PER_ADDRESS.limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
