export * from './dates.ts';
export * from './schemas.ts';
