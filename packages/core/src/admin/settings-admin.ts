import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  emailSettingsSchema,
  updateSettingsSchema,
  updateValidationSettingsSchema,
  type AdminSettings,
  type EmailSettings,
  type Integration,
  type Integrations,
  type SettingKey,
  type ValidationSettings,
} from '@eta/domain';
import type { Core } from '../core.ts';
import type { Config } from '../config.ts';
import { actorName, type Actor } from '../auth/actor.ts';
import { requireAdminPermission } from '../auth/authorize.ts';
import { audit } from '../audit/audit.ts';
import { parseInput } from '../validation.ts';
import { getSetting } from './settings.ts';
import { Setting } from './entities.ts';

/** Writes one setting in the caller's transaction, creating its row when it was never saved. */
async function putSetting(tx: EntityManager, actor: Actor, key: SettingKey, value: unknown): Promise<void> {
  const row = await tx.findOne(Setting, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (row) tx.assign(row, { value, updatedBy: actorName(actor) });
  else tx.create(Setting, { key, value, updatedBy: actorName(actor) });
}

/** GET /api/admin/settings: fee and internal cost (pence), the e-mail and validation settings, and the retention period. */
export async function getAdminSettings(core: Core, actor: Actor): Promise<AdminSettings> {
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  const [applicationFee, internalCost, emailSettings, validationSettings, retentionYears] = await Promise.all([
    getSetting(em, 'applicationFee'),
    getSetting(em, 'internalCost'),
    getSetting(em, 'emailSettings'),
    getSetting(em, 'validationSettings'),
    getSetting(em, 'retentionYears'),
  ]);
  return { applicationFee, internalCost, emailSettings, validationSettings, retentionYears };
}

/**
 * PATCH /api/admin/settings: the application fee and/or the internal cost, in whole pence, and/or
 * the retention period in years. The next checkout charges the new fee; checkouts already open
 * keep the fee they captured. The next retention run applies the new period.
 */
export async function updateSettings(core: Core, actor: Actor, input: unknown): Promise<AdminSettings> {
  const changes = parseInput(updateSettingsSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  await em.transactional(async (tx) => {
    for (const key of ['applicationFee', 'internalCost', 'retentionYears'] as const) {
      const value = changes[key];
      if (value === undefined) continue;
      const before = await getSetting(tx, key);
      await putSetting(tx, actor, key, value);
      audit(tx, actor, 'settings.updated', { setting: key, before, after: value });
    }
  });
  return getAdminSettings(core, actor);
}

export async function getEmailSettings(core: Core, actor: Actor): Promise<EmailSettings> {
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  return getSetting(em, 'emailSettings');
}

/** POST /api/admin/email-settings: the master switch and the six triggers, all seven given. */
export async function updateEmailSettings(core: Core, actor: Actor, input: unknown): Promise<EmailSettings> {
  const settings = parseInput(emailSettingsSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  await em.transactional(async (tx) => {
    const before = await getSetting(tx, 'emailSettings');
    await putSetting(tx, actor, 'emailSettings', settings);
    audit(tx, actor, 'settings.email_updated', { before, after: settings });
  });
  return settings;
}

export async function getValidationSettings(core: Core, actor: Actor): Promise<ValidationSettings> {
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  return getSetting(em, 'validationSettings');
}

/** POST /api/admin/validation-settings; allowed document types keep their value when left out. */
export async function updateValidationSettings(core: Core, actor: Actor, input: unknown): Promise<ValidationSettings> {
  const changes = parseInput(updateValidationSettingsSchema, input);
  const em = core.em();
  await requireAdminPermission(em, actor, 'system_settings');
  return em.transactional(async (tx) => {
    const before = await getSetting(tx, 'validationSettings');
    const after: ValidationSettings = { ...changes, allowedDocumentTypes: changes.allowedDocumentTypes ?? before.allowedDocumentTypes };
    await putSetting(tx, actor, 'validationSettings', after);
    audit(tx, actor, 'settings.validation_updated', { before, after });
    return after;
  });
}

type Variable = { name: keyof Config; secret: boolean; description: string; isSet?: (config: Config) => boolean };

const DEFAULT_MAIL_DOMAIN = 'inbox.eta-assist.localhost';

/** What the server knows of each integration: which variables it reads, and what stands in without them. */
const INTEGRATIONS: readonly (Omit<Integration, 'configured' | 'inUse' | 'variables'> & { variables: Variable[]; isConfigured: (config: Config) => boolean })[] = [
  {
    id: 'payments',
    name: 'Card payments',
    provider: 'Stripe',
    fallback: 'Local sandbox checkout (no card is charged; refused in production)',
    isConfigured: (c) => Boolean(c.STRIPE_SECRET_KEY),
    variables: [
      { name: 'STRIPE_SECRET_KEY', secret: true, description: 'Secret API key (sk_…)' },
      { name: 'STRIPE_PUBLISHABLE_KEY', secret: false, description: 'Publishable key for the checkout page (pk_…)' },
      { name: 'STRIPE_WEBHOOK_SECRET', secret: true, description: 'Signs the payment webhook (whsec_…)' },
    ],
  },
  {
    id: 'face_analysis',
    name: 'Face analysis (photo checks)',
    provider: 'Google Cloud Vision',
    fallback: 'Local face detection (face-api)',
    isConfigured: (c) => Boolean(c.GOOGLE_APPLICATION_CREDENTIALS),
    variables: [{ name: 'GOOGLE_APPLICATION_CREDENTIALS', secret: true, description: 'Path of the Google Cloud service-account file' }],
  },
  {
    id: 'ocr',
    name: 'Passport reading (OCR)',
    provider: 'Google Cloud Vision',
    fallback: 'Local OCR (tesseract)',
    isConfigured: (c) => Boolean(c.GOOGLE_APPLICATION_CREDENTIALS),
    variables: [{ name: 'GOOGLE_APPLICATION_CREDENTIALS', secret: true, description: 'Path of the Google Cloud service-account file' }],
  },
  {
    id: 'email_out',
    name: 'Outgoing e-mail',
    provider: 'SMTP server',
    fallback: 'Outbox only: e-mails are kept and not sent',
    isConfigured: (c) => Boolean(c.SMTP_URL),
    variables: [
      { name: 'SMTP_URL', secret: true, description: 'smtp(s)://user:password@host:port' },
      { name: 'MAIL_FROM', secret: false, description: 'Sender of applicant e-mails', isSet: () => true },
    ],
  },
  {
    id: 'email_in',
    name: 'Incoming e-mail (verification codes and decisions)',
    provider: 'Mail receiver (worker SMTP)',
    fallback: "The worker's own receiver on a development domain: it reads the practice form's codes and decisions; the real government cannot reach it",
    isConfigured: (c) => c.INTERNAL_MAIL_DOMAIN !== DEFAULT_MAIL_DOMAIN,
    variables: [
      { name: 'INTERNAL_MAIL_DOMAIN', secret: false, description: "Domain of the applications' mailboxes", isSet: (c) => c.INTERNAL_MAIL_DOMAIN !== DEFAULT_MAIL_DOMAIN },
      { name: 'MAIL_IN_HOST', secret: false, description: 'Address the receiver listens on', isSet: (c) => c.MAIL_IN_HOST !== '127.0.0.1' },
      { name: 'MAIL_IN_PORT', secret: false, description: 'Port the receiver listens on', isSet: (c) => c.MAIL_IN_PORT !== 2525 },
    ],
  },
  {
    id: 'government_form',
    name: 'Government ETA form',
    provider: 'UK government online form',
    fallback: 'Practice form (gov-sim); refused in production',
    isConfigured: (c) => Boolean(c.GOV_FORM_URL),
    variables: [
      { name: 'GOV_FORM_URL', secret: false, description: 'Address of the government form' },
      { name: 'GOV_FEE_CARD_NUMBER', secret: true, description: "The agency's card for the government fee" },
      { name: 'GOV_FEE_CARD_EXPIRY', secret: true, description: 'Its expiry (MM/YY)' },
      { name: 'GOV_FEE_CARD_CVC', secret: true, description: 'Its security code' },
      { name: 'GOV_FEE_CARD_NAME', secret: true, description: 'Name on the card' },
    ],
  },
];

/**
 * GET /api/admin/integrations (the API Keys section): for each integration, whether it is
 * configured, what is used instead, and the variables that configure it. Only whether each
 * variable is set is said, never its value.
 */
export async function listIntegrations(core: Core, actor: Actor): Promise<Integrations> {
  await requireAdminPermission(core.em(), actor, 'system_settings');
  const config = core.config;
  return {
    integrations: INTEGRATIONS.map(({ isConfigured, variables, ...integration }) => {
      const configured = isConfigured(config);
      return {
        ...integration,
        configured,
        inUse: configured ? integration.provider : integration.fallback,
        variables: variables.map(({ isSet, ...variable }) => ({ ...variable, set: isSet ? isSet(config) : config[variable.name] !== undefined })),
      };
    }),
  };
}
