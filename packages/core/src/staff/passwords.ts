import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-just-for-timing');
