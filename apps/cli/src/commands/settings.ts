import type { Command } from 'commander';
import { DOCUMENT_TYPES, RETENTION_YEARS_MESSAGE, formatPence, type AdminSettings, type EmailSettings, type ValidationSettings } from '@eta/domain';
import { usageError, type Cli, type Session } from '../context.ts';
import { renderTable } from '../output.ts';
import { dryRunOption, example } from './options.ts';

type SettingValue = boolean | number | string[];
type Group = 'email' | 'validation' | 'retention';
type Key = { name: string; group: Group | 'fee'; field: string; kind: 'boolean' | 'percent' | 'documents' | 'pence' | 'years' };

const EMAIL_FIELDS = ['enabled', 'applicationReceived', 'paymentConfirmation', 'statusUpdate', 'documentRequest', 'approvalNotification', 'rejectionNotification'] as const satisfies readonly (keyof EmailSettings)[];
const VALIDATION_FIELDS: Record<keyof ValidationSettings, Key['kind']> = {
  ocrEnabled: 'boolean',
  photoValidationEnabled: 'boolean',
  minPhotoConfidence: 'percent',
  requirePassportScan: 'boolean',
  allowedDocumentTypes: 'documents',
};

/** Every setting by its dotted name; the fee and cost are shown here and changed with `fee set` and `cost set`. */
export const SETTING_KEYS: readonly Key[] = [
  { name: 'fee.applicationFee', group: 'fee', field: 'applicationFee', kind: 'pence' },
  { name: 'fee.internalCost', group: 'fee', field: 'internalCost', kind: 'pence' },
  ...EMAIL_FIELDS.map((field): Key => ({ name: `email.${field}`, group: 'email', field, kind: 'boolean' })),
  ...Object.entries(VALIDATION_FIELDS).map(([field, kind]): Key => ({ name: `validation.${field}`, group: 'validation', field, kind })),
  { name: 'retention.years', group: 'retention', field: 'retentionYears', kind: 'years' },
];

function keyNamed(name: string): Key {
  const key = SETTING_KEYS.find((k) => k.name.toLowerCase() === name.trim().toLowerCase());
  if (!key) throw usageError(`Unknown setting ${name}; the settings are: ${SETTING_KEYS.map((k) => k.name).join(', ')}`);
  return key;
}

/** A value as typed on the command line, read for its setting: on/off words, a number, a list. */
export function parseSettingValue(key: Key, text: string): SettingValue {
  const value = text.trim().toLowerCase();
  switch (key.kind) {
    case 'boolean':
      if (['true', 'on', 'yes', '1'].includes(value)) return true;
      if (['false', 'off', 'no', '0'].includes(value)) return false;
      throw usageError(`${key.name} is on or off: give true or false`);
    case 'percent': {
      const number = Number(value);
      if (value === '' || !Number.isFinite(number)) throw usageError(`${key.name} is a number from 0 to 100`);
      return number;
    }
    case 'documents':
      return value.split(/[\s,]+/).filter(Boolean);
    case 'years': {
      // Whole years are checked by core against the domain's range; only a non-number stops here.
      const number = Number(value);
      if (value === '' || !Number.isFinite(number)) throw usageError(RETENTION_YEARS_MESSAGE);
      return number;
    }
    case 'pence':
      throw usageError(`Change ${key.name} with: etactl ${key.field === 'applicationFee' ? 'fee' : 'cost'} set <pounds>`);
  }
}

const valueOf = (settings: AdminSettings, key: Key): SettingValue => {
  if (key.group === 'fee') return settings[key.field as 'applicationFee' | 'internalCost'];
  if (key.group === 'retention') return settings.retentionYears;
  const group = key.group === 'email' ? settings.emailSettings : settings.validationSettings;
  return group[key.field as keyof typeof group] as SettingValue;
};
const shown = (key: Key, value: SettingValue) => (key.kind === 'pence' ? formatPence(value as number) : Array.isArray(value) ? value.join(',') : String(value));

async function saveGroup({ core, actor, api }: Session, settings: AdminSettings, key: Key, value: SettingValue): Promise<void> {
  if (key.group === 'retention') await api.updateSettings(core, actor, { retentionYears: value });
  else if (key.group === 'email') await api.updateEmailSettings(core, actor, { ...settings.emailSettings, [key.field]: value });
  else await api.updateValidationSettings(core, actor, { ...settings.validationSettings, [key.field]: value });
}

export function registerSettings(program: Command, cli: Cli): void {
  const settings = program.command('settings').description('E-mail triggers, document validation and the retention period (and the fee, read-only here)');

  settings
    .command('get [key]')
    .description('Every setting, or one by name (its value alone, for scripts)')
    .addHelpText('after', example('etactl settings get', 'etactl settings get email.statusUpdate', `valid keys: ${SETTING_KEYS.map((k) => k.name).join(', ')}`))
    .action((name: string | undefined) =>
      cli.withCore(async ({ core, actor, api }) => {
        const current = await api.getAdminSettings(core, actor);
        if (name !== undefined) {
          const key = keyNamed(name);
          const value = valueOf(current, key);
          return cli.print({ key: key.name, value }, () => [shown(key, value)]);
        }
        const all = SETTING_KEYS.map((key) => ({ key, value: valueOf(current, key) }));
        cli.print(Object.fromEntries(all.map(({ key, value }) => [key.name, value])), () =>
          renderTable(all, [
            { header: 'Setting', value: (s) => s.key.name },
            { header: 'Value', value: (s) => shown(s.key, s.value) },
          ], cli.io.stdout),
        );
      }),
    );

  settings
    .command('set <key> <value>')
    .description('Change one e-mail, validation or retention setting')
    .addOption(dryRunOption())
    .addHelpText(
      'after',
      example('etactl settings set email.statusUpdate off', 'etactl settings set validation.minPhotoConfidence 80', `etactl settings set validation.allowedDocumentTypes ${DOCUMENT_TYPES.join(',')}`, 'etactl settings set retention.years 7'),
    )
    .action((name: string, text: string, options: { dryRun?: boolean }) =>
      cli.withCore(async (session) => {
        const key = keyNamed(name);
        const value = parseSettingValue(key, text);
        const current = await session.api.getAdminSettings(session.core, session.actor);
        const before = valueOf(current, key);
        if (!options.dryRun) await saveGroup(session, current, key, value);
        cli.print({ key: key.name, before, after: value, dryRun: Boolean(options.dryRun) }, () => [`${options.dryRun ? 'Would change' : 'Changed'} ${key.name}: ${shown(key, before)} → ${shown(key, value)}`]);
      }),
    );
}
