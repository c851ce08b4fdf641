import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { importDemoAnswers } from './import-demo';
import { seedDemo } from './seed';

// fewer respondents than `npm start` (newest survey first) keeps the test quick
const SMALL = { office: [30, 28, 26], production: [60, 56, 52] };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo answers through the real import path', () => {
  it('imports every demo date from the simulator once; a later start skips it', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await importDemoAnswers(t.app, undefined, { respondents: SMALL })).toBe(true);
    const dates = await t.database.db
      .selectFrom('survey_dates')
      .select(['date', 'answer_count', 'data_version'])
      .orderBy('date')
      .execute();
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date.answer_count).toBeGreaterThan(50);
    const links = await t.database.db.selectFrom('survey_date_surveys').select('respondent_count').execute();
    for (const link of links) expect(link.respondent_count).toBeGreaterThan(0);
    const responses = await t.database.db
      .selectFrom('responses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await importDemoAnswers(t.app, undefined, { respondents: SMALL })).toBe(false);
    const again = await t.database.db
      .selectFrom('responses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(Number(responses.n));
    // three dates through the simulator and the real import: 16 s on a loaded CI machine, near the 20 s default
  }, 90_000);
});
