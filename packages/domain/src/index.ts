export * from './applications/statuses.ts';
export * from './staff/roles.ts';
export * from './staff/schemas.ts';
export * from './admin/settings.ts';
export * from './money.ts';
export * from './passport/mrz.ts';
