import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  csvOf,
  EXPORT_CODES,
  expectedAnswers,
  RESPONDENTS,
  templateRows,
  uploadTo,
  bootExportTenant,
} from './manual-import.fixtures';
import { previewManualImport } from './manual-import.service';

/**
 * docs/import.md "The manual import": a file's collectors are looked up in one pass, never a query
 * per id, so a file naming 20,000 collectors costs the database what a file naming one does; and
 * such a file is refused whole, row by row, with nothing stored.
 */

const { t, tenant } = await bootExportTenant();

/** Counts the statements Kysely sends through the instance it is plugged into. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<Record<string, unknown>>> {
    return args.result;
  }
}

/** A template file of `rows` respondents, the first two on known collectors, the rest on `unknown(i)`. */
function fileOf(rows: number, unknown: (i: number) => string): Buffer {
  const [header = [], ...all] = templateRows();
  // respondents with answers: a row without any is skipped, not refused
  const known = all.filter((row) => row.slice(2).some((cell) => cell !== ''));
  const body = Array.from({ length: rows }, (_, i) => {
    const row = [...(known[i % known.length] ?? [])];
    row[1] = `lookup-${i}`;
    if (i >= 2) row[0] = unknown(i);
    return row;
  });
  return csvOf([header, ...body]);
}

async function queriesOf(bytes: Buffer) {
  const counter = new QueryCounter();
  const preview = await previewManualImport(t.database.db.withPlugin(counter), tenant.account.id, bytes);
  return { queries: counter.count, preview };
}

describe('manual import: collectors looked up in one pass', () => {
  it('the lookup takes as many queries for 2,000 distinct collector ids as for one', async () => {
    const one = await queriesOf(fileOf(2_002, () => '999999'));
    const many = await queriesOf(fileOf(2_002, (i) => `9${i}`));
    expect(one.preview.error_count).toBe(2_000);
    expect(many.preview.error_count).toBe(2_000);
    expect(many.preview.respondent_count).toBe(2);
    expect(many.queries).toBe(one.queries);
    // two lookups (date collectors, then provider collectors) and one count of stored rows
    expect(many.queries).toBeLessThanOrEqual(3);
  });

  it('20,000 unknown collector ids are refused as invalid-collector-id, every row counted, nothing stored', async () => {
    const bytes = fileOf(20_000, (i) => `8${i}`);
    const res = await uploadTo(t, '/api/data-import/manual-import', bytes, tenant.tokens.admin, 'big.csv');
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('manual-import-rows-invalid');
    expect(error.error_count).toBe(19_998);
    expect(error.errors[0]).toEqual({ code: 'invalid-collector-id', row: 4 });
    const stored = await t.database.db
      .selectFrom('responses')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', tenant.account.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
    const preview = await uploadTo(
      t,
      '/api/data-import/manual-import/preview',
      bytes,
      tenant.tokens.admin,
      'big.csv',
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().error_count).toBe(19_998);
  });

  it('a valid import larger than one write chunk stores every row once and counts them', async () => {
    const [header = [], first] = templateRows();
    if (!first) throw new Error('fixture');
    const rows = Array.from({ length: 450 }, (_, i) => [first[0] ?? '', `chunk-${i}`, ...first.slice(2)]);
    const bytes = csvOf([header, ...rows]);
    const res = await uploadTo(t, '/api/data-import/manual-import', bytes, tenant.tokens.admin, 'rows.csv');
    expect(res.json()).toEqual({ status: 'ok', imported_count: 450 });
    const again = await uploadTo(
      t,
      '/api/data-import/manual-import/preview',
      bytes,
      tenant.tokens.admin,
      'rows.csv',
    );
    expect(again.json().collectors[0]).toMatchObject({
      respondent_count: 450,
      existing_count: 450,
      new_count: 0,
    });
    const date = await t.database.db
      .selectFrom('survey_dates')
      .select('answer_count')
      .where('id', '=', tenant.date.id)
      .executeTakeFirstOrThrow();
    expect(date.answer_count).toBe(450);
    const stored = await t.database.db
      .selectFrom('responses')
      .select('answers')
      .where('sm_response_id', '=', 'chunk-449')
      .executeTakeFirstOrThrow();
    const respondent = RESPONDENTS.find((r) => r.id === first[1]);
    if (!respondent) throw new Error('fixture');
    expect(stored.answers).toEqual(
      Object.fromEntries(
        EXPORT_CODES.flatMap((code) => {
          const value = expectedAnswers(respondent)[code];
          return value === undefined ? [] : [[code, value]];
        }),
      ),
    );
  });
});
