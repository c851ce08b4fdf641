import {
  buildSurveyCube,
  type CubeInputRespondent,
  encodeCubeSnapshot,
  type SurveyCubeInput,
} from '@pulzus/core/analytics';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedCompany } from '../../../../../packages/core/src/analytics/test/generated-company';
import { companyArb } from '../../../../../packages/core/src/analytics/test/random-company';
import { cubeColumnsInputOf } from './cube-page-columns';
import { type CubeRows, cubeInputOf } from './cube-rows';

/** A provider collector id of ours (the pages carry the provider's, as the responses table does). */
const providerId = (id: number) => `pc-${id}`;

type Triple = [number | null, string | null, Record<string, unknown>];

/** PostgreSQL's text of `json_build_array(...)`, as string_agg joins it: `[1, "pc-3", {"Q1": 5, "Q2": null}]`. */
const postgresText = (triples: readonly Triple[]) =>
  `[${triples
    .map(
      ([wg, collector, answers]) =>
        `[${JSON.stringify(wg)}, ${JSON.stringify(collector)}, {${Object.entries(answers)
          .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
          .join(', ')}}]`,
    )
    .join(',')}]`;

const triplesOf = (respondents: readonly CubeInputRespondent[]): Triple[] =>
  respondents.map((r) => [
    r.worker_group_id ?? null,
    r.collector_id == null ? null : providerId(r.collector_id),
    Object.fromEntries(Object.entries(r.answers).filter(([, v]) => v !== undefined)),
  ]);

/** Read rows of an input, its respondents in pages of `pageSize` written by `write`. */
function rowsOf(
  input: SurveyCubeInput,
  pageSize: number,
  write: (triples: readonly Triple[]) => string = postgresText,
): CubeRows {
  const { respondents, ...config } = input;
  const triples = triplesOf(respondents);
  const pages: string[] = [];
  for (let at = 0; at < triples.length; at += pageSize) pages.push(write(triples.slice(at, at + pageSize)));
  return {
    config,
    pages,
    collectorIdOf: new Map(input.collectors.map((c) => [providerId(c.id), c.id])),
  };
}

/** The cube's bytes as the snapshot stores them: everything a graph reads. */
const bytesOf = (input: Parameters<typeof buildSurveyCube>[0]) => encodeCubeSnapshot(buildSurveyCube(input));

describe('a date\'s response pages read straight into columns (docs/graphs.md "Through the API")', () => {
  it('gives the cube JSON.parse gives, on random companies (collectors, worker groups, survey demographies, skips, invalid values)', () => {
    fc.assert(
      fc.property(companyArb(40), fc.integer({ min: 1, max: 7 }), (dates, pageSize) => {
        for (const input of dates) {
          const rows = rowsOf(input, pageSize);
          const counts = { scanned: 0, parsed: 0 };
          expect(bytesOf(cubeColumnsInputOf(rows, counts))).toEqual(bytesOf(cubeInputOf(rows)));
          expect(counts).toEqual({ scanned: rows.pages.length, parsed: 0 });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the cube JSON.parse gives on a generated company of 3,000 respondents, 80 items, in pages of 1,000', () => {
    const rows = rowsOf(generatedCompany(1, '2025-03-01', 3000, 80, 4), 1000);
    expect(bytesOf(cubeColumnsInputOf(rows))).toEqual(bytesOf(cubeInputOf(rows)));
  });

  it('reads any JSON white space, or none, between the tokens', () => {
    const input = generatedCompany(1, '2025-03-01', 200, 12, 2);
    const compact = rowsOf(input, 50, (triples) => JSON.stringify(triples));
    const spread = rowsOf(input, 50, (triples) =>
      JSON.stringify(triples, null, '\t').replaceAll('\n', '\r\n'),
    );
    const expected = bytesOf(cubeInputOf(compact));
    expect(bytesOf(cubeColumnsInputOf(compact))).toEqual(expected);
    expect(bytesOf(cubeColumnsInputOf(spread))).toEqual(expected);
  });

  it('reads a page of another shape (decimals, signs, exponents, strings, escaped keys, long numbers) as JSON.parse does, the pages around it unchanged', () => {
    const input = generatedCompany(1, '2025-03-01', 90, 10, 3);
    const rows = rowsOf(input, 30);
    const [code] = Object.keys(input.respondents[0]!.answers).filter((k) => k.startsWith('Q'));
    const [a, b] = input.collectors.map((c) => JSON.stringify(providerId(c.id)));
    // written by hand: numbers as PostgreSQL may write them but JSON.stringify never would; each its own page
    const odd = [
      `[[null, ${a}, {"${code}": 2.5, "D3": 1}]]`,
      `[[null, ${b}, {"${code}": -3, "D4": 2}]]`,
      `[[null, ${b}, {"${code}": 3, "D4": "2"}]]`,
      `[[1, null, {"${code}": 4e0, "D3": 2}]]`,
      `[[1, null, {"Q\\u0031": 5, "D5": 1}]]`,
      `[[2, "unknown-\\u0063ollector", {"${code}": 12345678901234567890}]]`,
      `[[2, ${a}, {"${code}": 3, "extra": {"nested": [1]}}]]`,
      `[[2, ${a}, {"${code}": true}], [null, null, {}]]`,
    ];
    const pages = [rows.pages[0]!, ...odd, rows.pages[1]!, '[]', ' [ ] ', rows.pages[2]!];
    const mixed = { ...rows, pages };
    const counts = { scanned: 0, parsed: 0 };
    const cube = buildSurveyCube(cubeColumnsInputOf(mixed, counts));
    expect(counts).toEqual({ scanned: 5, parsed: odd.length });
    expect(encodeCubeSnapshot(cube)).toEqual(bytesOf(cubeInputOf(mixed)));
    expect(cube.respondentCount).toBe(90 + odd.length + 1);
  });

  it('ignores answer keys the cube does not read and provider collectors the date does not know', () => {
    const input = generatedCompany(1, '2025-03-01', 60, 8, 5);
    const rows = rowsOf(input, 25, (triples) =>
      postgresText(
        triples.map(
          ([wg, collector, answers], i): Triple => [
            wg,
            i % 7 === 0 ? 'not-ours' : collector,
            { ...answers, Q9999: 3, 'Q9999:1': null },
          ],
        ),
      ),
    );
    expect(bytesOf(cubeColumnsInputOf(rows))).toEqual(bytesOf(cubeInputOf(rows)));
  });

  it('refuses a page that is not JSON, as JSON.parse does', () => {
    const rows = rowsOf(generatedCompany(1, '2025-03-01', 10, 4, 1), 10);
    const broken = { ...rows, pages: [rows.pages[0]!.slice(0, -5)] };
    expect(() => cubeColumnsInputOf(broken)).toThrow(SyntaxError);
  });
});
