export * from './dates.ts';
export * from './fields.ts';
export * from './schemas.ts';
