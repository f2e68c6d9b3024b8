export * from './languages.ts';
export * from './messages.ts';
export * from './landing.ts';
