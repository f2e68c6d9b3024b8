export * from './countries.ts';
