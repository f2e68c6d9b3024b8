import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_APPLICATION_FEE_PENCE,
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_INTERNAL_COST_PENCE,
  DEFAULT_RETENTION_YEARS,
  DEFAULT_ROLE_PERMISSIONS,
  DEFAULT_VALIDATION_SETTINGS,
  STAFF_ROLES,
  type EmailSettings,
  type SettingKey,
  type ValidationSettings,
} from '@eta/domain';
import { RolePermission, Setting } from './entities.ts';

type SettingValues = {
  applicationFee: number;
  internalCost: number;
  emailSettings: EmailSettings;
  validationSettings: ValidationSettings;
  /** Whole years after an application's last activity before its personal data is anonymised. */
  retentionYears: number;
};

const DEFAULTS: SettingValues = {
  applicationFee: DEFAULT_APPLICATION_FEE_PENCE,
  internalCost: DEFAULT_INTERNAL_COST_PENCE,
  emailSettings: DEFAULT_EMAIL_SETTINGS,
  validationSettings: DEFAULT_VALIDATION_SETTINGS,
  retentionYears: DEFAULT_RETENTION_YEARS,
};

export async function getSetting<K extends SettingKey>(em: EntityManager, key: K): Promise<SettingValues[K]> {
  const row = await em.findOne(Setting, { key });
  const fallback = DEFAULTS[key];
  if (!row) return fallback;
  // Object settings are merged over their defaults so a newly added flag starts at its default.
  return (typeof fallback === 'object' ? { ...fallback, ...(row.value as object) } : row.value) as SettingValues[K];
}

/** Seeds default settings and role permissions once; admins' later edits are never overwritten. */
export async function seedDefaults(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const [key, value] of Object.entries(DEFAULTS)) {
      if (!(await tx.findOne(Setting, { key }))) tx.create(Setting, { key, value, updatedBy: 'seed' });
    }
    if ((await tx.count(RolePermission)) === 0) {
      for (const role of STAFF_ROLES) {
        for (const permission of DEFAULT_ROLE_PERMISSIONS[role]) tx.create(RolePermission, { role, permission });
      }
    }
  });
}
