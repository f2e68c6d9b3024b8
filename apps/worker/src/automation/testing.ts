import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { Application, cliActor, createStaff, fileStore, storeFile, submitApplication, type Actor, type Core, anonymous } from '@eta/core';
import { createTestCore } from '@eta/core/testing';
import { passportSpecimen, portraitSpecimen } from '@eta/core/specimens';
import { formatDmy } from '@eta/domain';
import { startGovSim, type Decision, type GovSim } from '@eta/gov-sim';

/** A port nothing listens on now (the OS's choice), for servers that must know each other's ports before they start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const STAFF_PASSWORD = 'automation-staff-1';

/**
 * Everything an automated submission meets, on loopback: a fresh database, the practice
 * government form e-mailing the mail receiver's port, and a staff member to start runs.
 */
export async function startAutomationRig(
  options: { decision?: Partial<Decision>; env?: Record<string, string> } = {},
): Promise<{ core: Core; sim: GovSim; mailInPort: number; staff: Actor; close: () => Promise<void> }> {
  const mailInPort = await freePort();
  const sim = await startGovSim({ smtp: { host: '127.0.0.1', port: mailInPort }, decision: { delayMs: 300, ...options.decision } });
  const core = await createTestCore({ queue: true, env: { ...options.env, GOV_SIM_PORT: String(sim.port), MAIL_IN_PORT: String(mailInPort) } });
  const member = await createStaff(core, cliActor('test'), { email: `staff-${randomUUID().slice(0, 8)}@agency.test`, password: STAFF_PASSWORD, role: 'STAFF' });
  const staff: Actor = { type: 'staff', userId: member.id, email: member.email, role: 'STAFF' };
  return {
    core,
    sim,
    mailInPort,
    staff,
    close: async () => {
      await sim.close();
      await core.close();
    },
  };
}

const inMonths = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return formatDmy(date);
};

let seed = 1;

/** A paid application (RECEIVED, PAID) with a real passport image and photo in storage, as the wizard and the payment leave one. */
export async function paidApplication(core: Core, overrides: { lastName?: string; email?: string } = {}): Promise<{ id: string; reference: string }> {
  const draft = await draftApplication(core, overrides);
  await core.em().nativeUpdate(Application, { id: draft.id }, { status: 'RECEIVED', paymentStatus: 'PAID', paidAt: new Date() });
  return draft;
}

/** An unpaid application with a real passport image and photo in storage, as the wizard leaves one before checkout. */
export async function draftApplication(core: Core, overrides: { lastName?: string; email?: string } = {}): Promise<{ id: string; reference: string }> {
  const em = core.em();
  const [scanImage, portrait] = await Promise.all([passportSpecimen({ seed: seed++, state: 'CAN' }), portraitSpecimen({ seed: seed++ })]);
  const scan = await storeFile(em, fileStore(core), { kind: 'passport_scan', bytes: scanImage.bytes, contentType: 'image/png' });
  const photo = await storeFile(em, fileStore(core), { kind: 'photo', bytes: portrait.bytes, contentType: 'image/jpeg' });
  const { application } = await submitApplication(core, anonymous('127.0.0.1'), {
    draftKey: randomUUID(),
    email: overrides.email ?? `traveller-${randomUUID().slice(0, 6)}@example.com`,
    personal: { firstName: 'Amelia', middleName: 'Rose', lastName: overrides.lastName ?? 'Tremblay', dateOfBirth: '14/02/1990', nationality: 'Canada', hasOtherNationalities: 'no', hasPhoneNumber: 'yes', phone: '+15551234567' },
    passport: { number: 'AB1234567', expiryDate: inMonths(60), country: 'Canada', placeOfIssue: 'Ottawa', scanUploadId: scan.id, ocrData: null },
    travel: { arrivalDate: inMonths(2), departureDate: inMonths(3), addressLine1: '12 Rue Sainte-Catherine', addressLine2: 'Apt 4', town: 'Montreal', postcode: 'H2X 1K4', country: 'Canada', purposeOfVisit: 'tourism', hasJob: 'yes', job: 'Architect' },
    photo: { usePhoto: 'no', photoUploadId: photo.id },
    declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
  });
  return { id: application.id, reference: application.reference };
}

/** Every process below `pid` (Chromium and its helpers), read from /proc. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      parentOf.set(Number(name), Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const below = (parent: number): number[] => [...parentOf].filter(([, p]) => p === parent).flatMap(([child]) => [child, ...below(child)]);
  return below(pid);
}
