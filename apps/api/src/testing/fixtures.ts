import { createHash, randomUUID } from 'node:crypto';
import { StoredFile, type Core } from '@eta/core';
import { formatDmy, type ApplyInput } from '@eta/domain';

/** An upload row as the document endpoints leave it: stored, not yet owned by an application. */
export async function fakeUpload(core: Core, kind: 'photo' | 'passport_scan'): Promise<string> {
  const em = core.em();
  const id = randomUUID();
  em.create(StoredFile, {
    id,
    kind,
    storageKey: `uploads/${id}`,
    contentType: kind === 'photo' ? 'image/jpeg' : 'image/png',
    sizeBytes: 1234,
    sha256: createHash('sha256').update(id).digest('hex'),
  });
  await em.flush();
  return id;
}

const inYears = (years: number) => formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + years, 5, 30)));

export async function applyPayload(core: Core, overrides: { email?: string; lastName?: string; draftKey?: string } = {}): Promise<ApplyInput> {
  return {
    draftKey: overrides.draftKey ?? randomUUID(),
    email: overrides.email ?? 'jane.doe@example.com',
    personal: { firstName: 'Jane', middleName: 'Q', lastName: overrides.lastName ?? 'Doe', dateOfBirth: '14/02/1990', nationality: 'Canada', hasOtherNationalities: 'no', hasPhoneNumber: 'yes', phone: '+15551234567' },
    passport: { number: 'AB1234567', expiryDate: inYears(6), country: 'Canada', placeOfIssue: 'Ottawa', scanUploadId: await fakeUpload(core, 'passport_scan'), ocrData: null },
    travel: { arrivalDate: inYears(1), departureDate: inYears(1), addressLine1: '221B Baker Street', town: 'London', postcode: 'NW1 6XE', country: 'United Kingdom', purposeOfVisit: 'tourism', hasJob: 'yes', job: 'Engineer' },
    photo: { usePhoto: 'yes', photoUploadId: await fakeUpload(core, 'photo') },
    declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
  };
}
