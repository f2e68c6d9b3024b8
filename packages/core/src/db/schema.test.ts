import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { createTestCore } from '../testing.ts';

let core: Core;
beforeAll(async () => {
  core = await createTestCore();
});
afterAll(async () => core.close());

it('the entities and the migrations agree: the schema diff of a migrated database is empty', async () => {
  const diff = await core.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(diff.trim()).toBe('');
});
