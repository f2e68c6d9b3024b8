import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ETA_RECOVERY_ANSWER, etaRecoveryLimitedMessage, etaRecoverySchema, normalisePassportNumber, parseDate, toIsoDate, type EtaRecoveryResult } from '@eta/domain';
import type { Core } from '../core.ts';
import { actorIp, type Actor } from '../auth/actor.ts';
import { audit } from '../audit/audit.ts';
import { RateLimitedError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { runPrepared } from '../db/prepared.ts';
import { queueEmail } from '../email/outbox.ts';
import { clientAddressKey, enforceRateLimits, type RateRule } from '../security/rate-limit.ts';
import { recordActivity } from './activity.ts';
import { Application } from './entities.ts';
import { portalUrl } from './notify.ts';
import { recoveryCandidates, type RecoveryCandidate } from './queries.ts';

/** Requests per hour: from one client address, for one e-mail address, for one passport number. */
export const ETA_RECOVERY_LIMITS = { perAddress: 20, perEmail: 5, perPassport: 5, windowSeconds: 3600 } as const;

/**
 * Lost-ETA recovery: every approved application matching passport number, date of birth and
 * e-mail has its ETA e-mailed, as an attachment, to the address on file (or, with no ETA stored,
 * an e-mail saying whom to ask). The answer is the same whether or not anything matched; only
 * too many requests answer otherwise (429).
 */
export async function recoverEta(core: Core, actor: Actor, input: unknown): Promise<EtaRecoveryResult> {
  const { passportNumber, dateOfBirth, email } = parseInput(etaRecoverySchema, input);
  await limitRecoveries(core, recoveryRules(core, actor, email, passportNumber));
  const candidates = await runPrepared(core, recoveryCandidates, [email, toIsoDate(parseDate(dateOfBirth)!), passportNumber.slice(-4)]);
  const matches = candidates.filter((candidate) => normalisePassportNumber(core.dataBox.open(candidate.passport_number_encrypted)) === passportNumber);
  // Matched or not, every request counts its hits, runs the one look-up and commits one transaction
  // (empty without a match): what differs is only the rows a match writes inside it.
  await core.em().transactional(async (tx) => {
    for (const match of matches) await sendRecoveredEta(core, tx, actor, email, match);
  });
  return { message: ETA_RECOVERY_ANSWER };
}

function recoveryRules(core: Core, actor: Actor, email: string, passportNumber: string): RateRule[] {
  const { perAddress, perEmail, perPassport, windowSeconds } = ETA_RECOVERY_LIMITS;
  // Rate-limit keys are stored as they are: the passport number is counted under a keyed digest.
  const passportKey = createHmac('sha256', core.config.sessionSecret).update(`passport:${passportNumber}`).digest('base64url');
  return [
    { key: `recover:ip:${clientAddressKey(actorIp(actor))}`, limit: perAddress, windowSeconds },
    { key: `recover:email:${email}`, limit: perEmail, windowSeconds },
    { key: `recover:passport:${passportKey}`, limit: perPassport, windowSeconds },
  ];
}

/** Counts the request against every rule; over any of them, a 429 saying when to try again. */
async function limitRecoveries(core: Core, rules: RateRule[]): Promise<void> {
  try {
    await enforceRateLimits(core, rules);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(etaRecoveryLimitedMessage(error.retryAfterSeconds), error.retryAfterSeconds);
    throw error;
  }
}

/** The e-mail to the address on file, the application's history line and the audit row (no passport number in either). */
async function sendRecoveredEta(core: Core, tx: EntityManager, actor: Actor, to: string, match: RecoveryCandidate): Promise<void> {
  const etaAttached = match.eta_file_id !== null;
  const mail = await queueEmail(tx, {
    to,
    applicationId: match.id,
    template: 'eta_recovery',
    data: { firstName: match.first_name ?? 'applicant', reference: match.reference, portalUrl: portalUrl(core), etaAttached, supportEmail: core.config.SUPPORT_EMAIL },
    attachmentFileIds: match.eta_file_id ? [match.eta_file_id] : [],
  });
  recordActivity(
    tx,
    tx.getReference(Application, match.id),
    actor,
    etaAttached ? 'Approved ETA e-mailed again on request (lost-ETA recovery)' : 'Lost-ETA recovery requested: no ETA document is stored, so the applicant was asked to contact support',
    'Applicant',
  );
  audit(tx, actor, 'application.eta_recovered', { applicationId: match.id, reference: match.reference, outboxId: mail.id, etaPdf: match.eta_file_id });
}
