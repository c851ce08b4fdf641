import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { buildSurveyCube } from '../build-survey-cube';
import { computeGraph } from '../compute-graph';
import { AGE_IDS, SITE_IDS, SITES, type Site, telephelyInput } from '../test/fixtures';
import { filterOptions } from './filter-options';

const cube = buildSurveyCube(telephelyInput());
const K = 5;
const run = (request: GraphDataRequest): GraphResponse =>
  computeGraph(request, [cube], { minGroupSize: K, language: 'en' });
const sites = (...names: Site[]): GraphFilter => ({
  type: 'demography',
  demography_id: 10,
  demography_answer_ids: names.map((n) => SITE_IDS[n]),
});
const total = (filters: GraphFilter[]) => run({ type: 'total', query: { survey_dates: [1], filters } });
const shown = (r: GraphResponse) => r.graph_meta.worker_count !== null;

describe('docs/privacy.md "Rule 1": no exact size below k', () => {
  it('a filtered population of 1..k-1 shows no value and no size, only "fewer than k"', () => {
    const r = total([sites('Szeged')]);
    expect(r.graph_meta.worker_count).toBeNull();
    expect(r.graph_meta.worker_count_hidden).toBe('fewer-than-k');
    expect(r.graph_meta.min_group_size).toBe(K);
    expect(r.warnings).toEqual(['graph-warning-too-few-respondents']);
    expect(r.graph_data.flatMap((s) => s.data).every((v) => v === null)).toBe(true);
  });

  it('a filtered population of nobody reads exactly like one of 1..k-1', () => {
    // Office has nobody in Szeged, Plant has 3 there; both groups were asked the same items
    const office: GraphFilter = { type: 'worker_group', worker_group_ids: [1] };
    const plant: GraphFilter = { type: 'worker_group', worker_group_ids: [2] };
    const nobody = total([office, sites('Szeged')]);
    const few = total([plant, sites('Szeged')]);
    // the whole answer is the same: values, withheld flags (every asked value), warnings and worker_count
    expect(nobody).toEqual(few);
    expect(nobody.graph_data[0]!.withheld).toEqual(nobody.graph_data[0]!.data.map(() => true));
  });
});

describe('docs/privacy.md "Rule 2": primary suppression by contributors', () => {
  it('a value over k or more respondents but fewer than k who answered its item is withheld', () => {
    // everyone is there, but only 3 people answered the Team item T1: the Team topic is theirs alone
    const base = telephelyInput();
    const input = {
      ...base,
      respondents: base.respondents.map((r, i) =>
        i < 3 ? r : { ...r, answers: { ...r.answers, T1: null } },
      ),
    };
    const few = buildSurveyCube(input);
    const r = computeGraph({ type: 'satisfaction_total', query: { survey_dates: [1], filters: [] } }, [few], {
      minGroupSize: K,
      language: 'en',
    });
    expect(r.graph_meta.worker_count).toBe(input.respondents.length);
    const team = r.graph_meta.categories.indexOf('Team');
    expect(team).toBeGreaterThanOrEqual(0);
    expect(r.graph_data.every((s) => s.data[team] === null)).toBe(true);
    expect(r.warnings).toContain('graph-warning-privacy');
    // with every T1 answer kept, the same value is shown
    const all = run({ type: 'satisfaction_total', query: { survey_dates: [1], filters: [] } });
    expect(all.graph_data.some((s) => s.data[team] !== null)).toBe(true);
  });
});

describe('docs/privacy.md "Rule 3": one privacy pattern per date, shared by every graph', () => {
  /** The commitment index broken down by site, every site a category. */
  const bySite = () =>
    run({
      type: 'commitment_demographics',
      query: {
        survey_dates: [1],
        main_dimension_demography_id: 10,
        filters: [],
        show_satisfaction_index: false,
      },
    });

  it('two overlapping filters are never both shown when they differ by fewer than k (attack 2)', () => {
    // Szeged or Pécs (12) minus Pécs (9) would be Szeged's 3 people
    expect(shown(total([sites('Szeged', 'Pécs')])) && shown(total([sites('Pécs')]))).toBe(false);
  });

  it('all answers but a small one are withheld: everyone minus them would be the small group', () => {
    const r = total([sites('Budapest', 'Pécs', 'Győr')]);
    expect(r.graph_meta.worker_count).toBeNull();
    expect(r.graph_meta.worker_count_hidden).toBe('privacy');
    expect(r.warnings).toEqual(['graph-warning-privacy-neighbour']);
  });

  it('a group is withheld alike as a filter and as a category of a breakdown', () => {
    const breakdown = bySite();
    for (const site of Object.keys(SITES) as Site[]) {
      const category = breakdown.graph_data[0]!.data[breakdown.graph_meta.categories.indexOf(site)];
      expect(shown(total([sites(site)])), site).toBe(category !== null);
    }
  });

  it('the sites shown never sum to everyone minus a group below k', () => {
    const breakdown = bySite();
    const hidden = breakdown.graph_meta.categories
      .filter((_, i) => breakdown.graph_data[0]!.data[i] === null)
      .reduce((sum, site) => sum + SITES[site as Site], 0);
    expect(hidden === 0 || hidden >= K).toBe(true);
    expect(hidden).toBeGreaterThan(0); // Szeged (3) is withheld, so another site is too
  });

  it('worker groups and the units in them are one set of cells (attack 5)', () => {
    const byGroup = run({
      type: 'commitment_total',
      query: { survey_dates: [1], show_satisfaction_index: false },
    });
    const ranking = run({
      type: 'commitment_ranking',
      query: { survey_dates: [1], filters: [], show_satisfaction_index: false },
    });
    const plant = byGroup.graph_data[0]!.data[byGroup.graph_meta.categories.indexOf('Plant')];
    const gyor = ranking.graph_data[0]!.data[ranking.graph_meta.categories.indexOf('Győr')];
    // Plant = Szeged (3) + Győr (12): showing both would reveal Szeged
    expect(plant !== null && gyor !== null).toBe(false);
  });

  it('more than three dimensions at once are withheld with graph-warning-privacy-combination', () => {
    const r = total([
      { type: 'worker_group', worker_group_ids: [1] },
      sites('Budapest'),
      { type: 'demography', demography_id: 11, demography_answer_ids: [AGE_IDS.under30, AGE_IDS.over30] },
      { type: 'demography', demography_id: 12, demography_answer_ids: [121, 122, 123] },
    ]);
    expect(r.warnings).toEqual(['graph-warning-privacy-combination']);
    expect(r.graph_meta.worker_count_hidden).toBe('privacy');
    expect(r.graph_data.flatMap((s) => s.data).every((v) => v === null)).toBe(true);
  });
});

describe('docs/privacy.md "Rule 4": the neighbour rule for answer filters', () => {
  const answers = (values: number[]): GraphFilter => ({
    type: 'answer',
    question_filters: [{ question_id: 200, answers: values }],
  });

  it('an answer filter whose population differs from a step back by fewer than k is withheld (attack 4)', () => {
    const everyone = total([]).graph_meta.worker_count!;
    const values = [1, 2, 3, 4, 5, 6];
    let checked = 0;
    for (const left of values) {
      // "answered anything but `left`" next to everyone: the difference is who answered `left`
      const r = total([answers(values.filter((v) => v !== left))]);
      if (r.graph_meta.worker_count === null) continue;
      const difference = everyone - r.graph_meta.worker_count;
      expect(difference === 0 || difference >= K).toBe(true);
      checked++;
    }
    // a single answer: leaving the filter out is the step back
    for (const v of values) {
      const r = total([answers([v])]);
      if (r.graph_meta.worker_count === null) continue;
      const difference = everyone - r.graph_meta.worker_count;
      expect(difference === 0 || difference >= K).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('an answer filter with a unique profile never tells 0 from 1 (the binary search of attack 4)', () => {
    for (const v of [1, 2, 3, 4, 5, 6]) {
      const r = total([sites('Szeged'), answers([v])]);
      expect(r.graph_meta.worker_count).toBeNull();
      expect(r.warnings).toEqual(['graph-warning-too-few-respondents']);
    }
  });
});

describe('docs/privacy.md "Rule 5": shares reveal their base', () => {
  it('hide_no_answers never reveals the no-answer group next to the full view (attack 3)', () => {
    const full = run({
      type: 'demographics',
      query: { demography_id: 11, hide_no_answers: false, filters: [] },
    });
    const hidden = run({
      type: 'demographics',
      query: { demography_id: 11, hide_no_answers: true, filters: [] },
    });
    const noAnswer = full.graph_meta.counts?.[2];
    // the no-answer group (2 people) is withheld in the full view…
    expect(noAnswer).toBeNull();
    // …and the hide view's shares, which reveal their base, are withheld too (worker_count − base = 2)
    expect(hidden.graph_data[0]!.data.every((v) => v === null)).toBe(true);
    expect(hidden.warnings).toContain('graph-warning-privacy');
  });
});

describe('docs/privacy.md "Rule 6": say it before it is chosen', () => {
  it('filter options mark a small answer unavailable, with the reason, before anyone picks it', () => {
    const options = filterOptions(1, [], [cube], { minGroupSize: K });
    const site = options.demographies.find((d) => d.demography_id === 10)!;
    const szeged = site.answers.find((a) => a.id === SITE_IDS.Szeged)!;
    expect(szeged).toEqual({ id: SITE_IDS.Szeged, available: false, reason: 'fewer-than-k' });
    for (const answer of site.answers) {
      const response = total([{ type: 'demography', demography_id: 10, demography_answer_ids: [answer.id] }]);
      expect(answer.available, String(answer.id)).toBe(shown(response));
    }
  });

  it('options follow the filters already chosen', () => {
    const before = filterOptions(1, [], [cube], { minGroupSize: K });
    const after = filterOptions(1, [{ type: 'worker_group', worker_group_ids: [2] }], [cube], {
      minGroupSize: K,
    });
    const pecs = (o: typeof before) =>
      o.demographies.find((d) => d.demography_id === 10)!.answers.find((a) => a.id === SITE_IDS.Pécs)!;
    // Pécs is an Office site: within Plant it has nobody, which reads as fewer than k
    expect(pecs(after)).toEqual({ id: SITE_IDS.Pécs, available: false, reason: 'fewer-than-k' });
    expect(pecs(before).reason).not.toBe('fewer-than-k');
  });
});
