import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passportSpecimen, portraitSpecimen, StoredFile, type Core } from '@eta/core';
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
