import { Migration20261122000000Initial } from './Migration20261122000000Initial.ts';

/** Every committed migration, in order. New ones are appended here. */
export const migrations = [{ name: 'Migration20261122000000Initial', class: Migration20261122000000Initial }];
