import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../schemas/graph-response';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import type { SurveyCube } from './survey-cube';
import { COMPANY_CODES, newerMeta, olderMeta, respondent } from './test/fixtures';

const K = 3;
const codes = [...COMPANY_CODES];
/** `count` respondents of a collector, answering every item of the company with varied values. */
const people = (collector: number, count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) =>
    respondent(
      collector,
      codes,
      codes.map((_, c) => ((i + c + offset) % 6) + 1),
    ),
  );
// newer: Office (collectors 1, 2) 12 people, Plant (collectors 3, 4) 10; older: Office 8, Plant 6 (or 2: below k)
const newer = buildSurveyCube({
  ...newerMeta(),
  respondents: [...people(1, 8), ...people(2, 4, 1), ...people(3, 10, 2)],
});
const older = buildSurveyCube({ ...olderMeta(), respondents: [...people(5, 8), ...people(7, 6, 3)] });
const olderSmall = buildSurveyCube({ ...olderMeta(), respondents: [...people(5, 8), ...people(7, 2, 3)] });
/** The older date without a survey for Plant: its topic is gone, its collector stays. */
const olderWithoutPlant = buildSurveyCube({
  ...olderMeta(),
  topics: olderMeta().topics.filter((t) => t.worker_group_id !== 2),
  respondents: [...people(5, 8)],
});

const run = (request: GraphDataRequest, cubes: SurveyCube[] = [newer, older]): GraphResponse =>
  computeGraph(request, cubes, { minGroupSize: K, language: 'en' });
const office: GraphFilter = { type: 'worker_group', worker_group_ids: [1] };
const plant: GraphFilter = { type: 'worker_group', worker_group_ids: [2] };
/** The withheld flag of every value of a series (false everywhere when the series has none). */
const flags = (series: GraphSeries | undefined) => series?.data.map((_, i) => series.withheld?.[i] ?? false);
const at = (r: GraphResponse, category: string) => r.graph_meta.categories.indexOf(category);

describe('graphs.md finer point 10: a worker-group filter narrows the item and topic categories', () => {
  it('total lists only the items of the selected groups, commitment_detailed only their commitment items', () => {
    const all = run({ type: 'total', query: { survey_dates: [11], filters: [] } });
    expect([...all.graph_meta.categories].sort()).toEqual(
      codes
        .filter((c) => c !== 'X1')
        .map((c) => `Item ${c}`)
        .sort(),
    );
    const officeOnly = run({ type: 'total', query: { survey_dates: [11], filters: [office] } });
    expect([...officeOnly.graph_meta.categories].sort()).toEqual([
      'Item E1',
      'Item E2',
      'Item O1',
      'Item T1',
      'Item T2',
    ]);
    expect(officeOnly.graph_meta.categories_colors).toHaveLength(5);
    const detailed = run({ type: 'commitment_detailed', query: { survey_dates: [11], filters: [plant] } });
    expect(detailed.graph_meta.categories).toEqual(['Item E1', 'Item E3']);
  });

  it('satisfaction_total, satisfaction_topics and satisfaction_demographics list only the topics and items asked', () => {
    const total = run({ type: 'satisfaction_total', query: { survey_dates: [11], filters: [plant] } });
    expect(total.graph_meta.categories).toEqual(['Team', 'Safety', 'Satisfaction index']);
    const topics = run({
      type: 'satisfaction_topics',
      query: { survey_dates: [11], question_group_id: 22, filters: [plant] },
    });
    expect(topics.graph_meta.categories).toEqual(['Item T1']);
    const byAge = run({
      type: 'satisfaction_demographics',
      query: { survey_dates: [11], main_dimension_demography_id: 21, filters: [office] },
    });
    expect(byAge.graph_meta.categories).toEqual(['Team', 'Satisfaction index']);
    expect(byAge.graph_data.every((s) => s.data.length === 2)).toBe(true);
  });

  it('several worker-group filters keep the groups in all of them; every group is the full list', () => {
    const both: GraphFilter = { type: 'worker_group', worker_group_ids: [1, 2] };
    const all = run({ type: 'total', query: { survey_dates: [11], filters: [] } });
    expect(
      run({ type: 'total', query: { survey_dates: [11], filters: [both] } }).graph_meta.categories,
    ).toEqual(all.graph_meta.categories);
    const narrowed = run({
      type: 'commitment_detailed',
      query: { survey_dates: [11], filters: [both, office] },
    });
    expect(narrowed.graph_meta.categories).toEqual(['Item E1', 'Item E2']);
  });
});

describe('withheld (docs/graphs.md): only a privacy rule marks a null withheld', () => {
  it('an item missing on the older date is null and not withheld; a shown series has no flags', () => {
    const r = run({ type: 'total', query: { survey_dates: [10, 11], filters: [office] } });
    const [oldSeries, newSeries] = r.graph_data;
    for (const item of ['Item T2', 'Item O1']) {
      expect(oldSeries!.data[at(r, item)]).toBeNull();
      expect(flags(oldSeries)![at(r, item)]).toBe(false);
    }
    // X1 was asked only on the older date
    expect(newSeries!.data[at(r, 'Item X1')]).toBeNull();
    expect(flags(newSeries)![at(r, 'Item X1')]).toBe(false);
    expect(oldSeries!.data[at(r, 'Item X1')]).not.toBeNull();
    expect(r.warnings).toEqual([]);
  });

  it('a worker group under k is withheld; one without a survey on a date is not', () => {
    const small = run(
      { type: 'commitment_total', query: { survey_dates: [10, 11], show_satisfaction_index: false } },
      [newer, olderSmall],
    );
    expect(small.graph_meta.categories).toEqual(['Office', 'Plant', 'Total']);
    // Plant has 2 people on the older date (k = 3): withheld, and Office with it (secondary suppression); the
    // total's engagement counts E2 over the office only (asked of the office alone), so it is judged on the
    // office's box and withheld with it (docs/privacy.md "Rule 9")
    expect(small.graph_data[0]!.data).toEqual([null, null, null]);
    expect(flags(small.graph_data[0])).toEqual([true, true, true]);
    expect(small.warnings).toContain('graph-warning-privacy');
    const none = run(
      { type: 'commitment_total', query: { survey_dates: [10, 11], show_satisfaction_index: false } },
      [newer, olderWithoutPlant],
    );
    expect(none.graph_data[0]!.data[1]).toBeNull();
    // a null that nothing withheld still says so, so a chart can tell "not asked" from "hidden"
    expect(none.graph_data[0]!.withheld).toEqual([false, false, false]);
    expect(none.warnings).toEqual([]);
  });

  it('the satisfaction index of a group without index topics on the date is not asked', () => {
    const r = run(
      { type: 'commitment_total', query: { survey_dates: [10], show_satisfaction_index: true } },
      [newer, olderWithoutPlant],
    );
    const satisfaction = r.graph_data[1]!;
    expect(satisfaction.data[at(r, 'Plant')]).toBeNull();
    expect(flags(satisfaction)![at(r, 'Plant')]).toBe(false);
  });

  it('a population under k is withheld everywhere it was asked, items not asked stay plain nulls', () => {
    const r = run({ type: 'total', query: { survey_dates: [10, 11], filters: [plant] } }, [
      newer,
      olderSmall,
    ]);
    const [oldSeries, newSeries] = r.graph_data;
    // Plant was asked E1 on the older date: withheld (2 people); E3, T1, S1 not asked there
    expect(flags(oldSeries)).toEqual(r.graph_meta.categories.map((c) => c === 'Item E1'));
    expect(newSeries!.withheld ?? []).not.toContain(true);
    expect(r.graph_meta.date_worker_counts?.[0]?.worker_count).toBeNull();
  });

  it('a distribution withheld by too few contributors is flagged in all three bands', () => {
    const r = run({ type: 'commitment_detailed', query: { survey_dates: [10, 11], filters: [plant] } }, [
      newer,
      olderSmall,
    ]);
    const oldBands = r.graph_data.slice(0, 3);
    for (const band of oldBands) expect(flags(band)).toEqual([true, false]);
    expect(r.graph_meta.categories).toEqual(['Item E1', 'Item E3']);
  });
});
