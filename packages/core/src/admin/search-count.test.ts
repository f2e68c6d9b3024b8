import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ADMIN_SEARCH_COUNT_CAP } from '@eta/domain';
import { createTestCore } from '../testing.ts';
import type { Core } from '../core.ts';
import { cliActor } from '../auth/actor.ts';
import { Application } from '../applications/entities.ts';
import { seedApplications } from '../seed.ts';
import { countSearchMatches, exportSearchCsv, searchApplications } from './search.ts';

/** More matches than the screens count, so the exact count and several export batches show. */
let core: Core;
const SEEDED = 2 * ADMIN_SEARCH_COUNT_CAP + 500;
const operator = cliActor('ops');

beforeAll(async () => {
  core = await createTestCore();
  await seedApplications(core, SEEDED, { batch: 'cnt' });
});
afterAll(async () => core.close());

describe('countSearchMatches', () => {
  it('counts every match, past the cap where the search stops counting', async () => {
    expect(await countSearchMatches(core, operator, {})).toEqual({ total: SEEDED });
    expect(await searchApplications(core, operator, {})).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, totalIsCapped: true });
  });

  it("counts with the search's filters ('all' and empty values ignored)", async () => {
    expect(await countSearchMatches(core, operator, { status: 'all', email: '', nationality: 'all' })).toEqual({ total: SEEDED });
    expect((await countSearchMatches(core, operator, { status: 'APPROVED' })).total).toBe(await core.em().count(Application, { status: 'APPROVED' }));
    expect(await countSearchMatches(core, operator, { email: '.cnt.1' })).toEqual({ total: 1111 }); // .1, .10–.19, .100–.199, .1000–.1999
    expect(await countSearchMatches(core, operator, { dateTo: '2000-01-01' })).toEqual({ total: 0 });
  });

  it('refuses bad filters with a 400', async () => {
    await expect(countSearchMatches(core, operator, { status: 'LOST' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('exportSearchCsv progress', () => {
  it('reports the running number of rows read, from nothing, once per batch of a thousand', async () => {
    const heard: number[] = [];
    const download = await exportSearchCsv(core, operator, {}, { onProgress: (rows) => heard.push(rows) });
    const rows = parse(await readText(download.body), { bom: true, columns: true }) as unknown[];
    expect(rows).toHaveLength(SEEDED);
    expect(heard).toEqual([0, 1000, 2000, SEEDED]);
  });

  it('reports nothing read for no match', async () => {
    const heard: number[] = [];
    const download = await exportSearchCsv(core, operator, { dateTo: '2000-01-01' }, { onProgress: (rows) => heard.push(rows) });
    await readText(download.body);
    expect(heard).toEqual([0]);
  });

  it('reads through one cursor that a reader stopping early closes, leaving no transaction open', async () => {
    const abandoned = await exportSearchCsv(core, operator, {});
    await new Promise<void>((resolve) => abandoned.body.once('data', () => resolve()));
    abandoned.body.destroy();
    const openTransactions = async () => {
      const [row] = await core.em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
      return row!.n;
    };
    for (let i = 0; i < 50 && (await openTransactions()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await openTransactions()).toBe(0);
  });
});
