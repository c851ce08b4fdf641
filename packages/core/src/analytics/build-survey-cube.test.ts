import { describe, expect, it } from 'vitest';
import { ANSWER_BANDS, answerBand } from '../indexes/answer-band';
import { accumulateMeasures } from './accumulate';
import { buildSurveyCube, cubeMeasures } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import type { SurveyCube } from './survey-cube';
import { generatedCompany } from './test/generated-company';
import { handCompany } from './test/hand-company';

describe('survey cube (graphs.md "Vocabulary")', () => {
  const cube = buildSurveyCube(handCompany());

  it('stores answers as a respondents × items byte matrix, 0 = no answer', () => {
    expect(cube.answers).toBeInstanceOf(Uint8Array);
    expect(cube.answers.length).toBe(9 * cube.items.length);
    const e3 = cube.itemIndexByCode.get('E3')!;
    expect(cube.answers[0 * cube.items.length + e3]).toBe(0);
    expect(cube.answers[6 * cube.items.length + e3]).toBe(5);
  });

  it('merges same-named topics of two worker groups and pools their items (graphs.md finer point 6)', () => {
    expect(cube.topics.map((t) => t.name)).toEqual(['Engagement', 'Team', 'Other', 'Safety']);
    const team = cube.topics[1]!;
    expect(Array.from(team.itemIndexes, (i) => cube.items[i]!.code)).toEqual(['T1', 'T2']);
    expect(cube.topicIndexById.get(25)).toBe(1);
    expect(Array.from(cube.commitmentItems, (i) => cube.items[i]!.code)).toEqual(['E1', 'E2', 'E3']);
  });

  it('reads the answers of each worker group’s own (copied) survey through its source codes (docs/import.md)', () => {
    // Office answered a survey whose provider codes are O:…, Plant a copy with P:…; both continue the
    // hand company's stable codes, so the cube must be the same as with one shared set of codes
    const input = handCompany();
    const prefix = (collectorId: number | null) => (collectorId != null && collectorId <= 2 ? 'O' : 'P');
    const copied = {
      ...input,
      topics: input.topics.map((t) => ({
        ...t,
        questions: t.questions.map((q) => ({
          ...q,
          source_code: `${t.worker_group_id === 1 ? 'O' : 'P'}:${q.code}`,
        })),
      })),
      demographies: input.demographies.map((d) =>
        d.type === 'survey' ? { ...d, source_codes: [`O:${d.code}`, `P:${d.code}`] } : d,
      ),
      respondents: input.respondents.map((r) => ({
        ...r,
        answers: Object.fromEntries(
          Object.entries(r.answers).map(([code, v]) => [`${prefix(r.collector_id)}:${code}`, v]),
        ),
      })),
    };
    const fromCopies = buildSurveyCube(copied);
    expect(Array.from(fromCopies.answers)).toEqual(Array.from(cube.answers));
    expect(fromCopies.items.map((i) => i.code)).toEqual(cube.items.map((i) => i.code));
    expect(Array.from(fromCopies.demographies[1]!.answerOf)).toEqual(
      Array.from(cube.demographies[1]!.answerOf),
    );
  });

  it('resolves demography answers: collector-type from the collector, survey-type by value, missing → no-answer', () => {
    const site = cube.demographies[0]!;
    const age = cube.demographies[1]!;
    expect(Array.from(site.answerOf)).toEqual([0, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(Array.from(age.answerOf)).toEqual([0, 0, 1, 1, 1, 2, 0, 2, 1]);
  });

  it('leaves a respondent out when the demography has no no-answer answer or not its worker group', () => {
    const input = handCompany();
    const demographies = input.demographies.map((d) =>
      d.code === 'AGE' ? { ...d, worker_groups: [1], answers: d.answers.filter((a) => !a.no_answer) } : d,
    );
    const c = buildSurveyCube({ ...input, demographies });
    expect(Array.from(c.demographies[1]!.answerOf)).toEqual([0, 0, 1, 1, 1, -1, -1, -1, -1]);
  });

  it('merges collectors with the same answers into units labelled by answer names (graphs.md 9)', () => {
    expect(cube.units.map((u) => u.label)).toEqual(['Budapest', 'Debrecen', 'Budapest', 'Unknown']);
    expect(Array.from(cube.unitOf)).toEqual([0, 0, 0, 0, 1, 1, 2, 2, 2]);
  });
});

describe('benchmark shape', () => {
  it('builds the generated two-group, six-demography company and answers a graph from it', () => {
    const c = buildSurveyCube(generatedCompany(7, '2025-03-01', 300, 80, 7));
    expect(c.items.length).toBe(80);
    expect(c.demographies.length).toBe(6);
    expect(c.measureBands.length).toBe(c.measureCount);
    for (const column of c.measureBands) expect(column.length).toBe(300);
    const r = computeGraph({ type: 'total', query: { survey_dates: [7], filters: [] } }, [c]);
    expect(r.graph_meta.categories.length).toBe(80);
    expect(r.graph_meta.worker_count).toBe(300);
    // the first graph of a date builds its privacy pattern with both audit passes (docs/privacy.md "Rule 3"):
    // about 2 s for 300 respondents of six demographies, several times that under coverage on 2 busy cores
  }, 60_000);
});

describe('measure columns (docs/graphs.md "Through the API")', () => {
  /** Per group, the band counts and contributors of a measure counted answer by answer. */
  const naive = (c: SurveyCube, items: Int32Array, groupOf: Int32Array, groups: number) => {
    const out = Array.from({ length: groups }, () => [0, 0, 0, 0]);
    for (let r = 0; r < c.respondentCount; r++) {
      const counts = out[groupOf[r]!]!;
      let answered = false;
      for (const i of items) {
        const band = answerBand(c.answers[r * c.items.length + i]);
        if (band === null) continue;
        counts[ANSWER_BANDS.indexOf(band)]!++;
        answered = true;
      }
      if (answered) counts[3]!++;
    }
    return out;
  };
  const pooled = (c: SurveyCube, measure: number, groupOf: Int32Array, groups: number) => {
    const members = Int32Array.from({ length: c.respondentCount }, (_, r) => r);
    const totals = accumulateMeasures(c, members, groupOf, groups, [measure]);
    return Array.from({ length: groups }, (_, g) => [
      ...totals.bands.subarray(g * 3, g * 3 + 3),
      totals.contributors[g]!,
    ]);
  };

  it('a measure of more than 1023 items is a wide column and its counts stay exact', () => {
    // 150 items per topic: the satisfaction index pools seven topics, 1,050 items
    const c = buildSurveyCube(generatedCompany(7, '2025-03-01', 60, 1500, 7));
    const measures = cubeMeasures(c.topics);
    expect(measures[c.satisfactionMeasure]!.length).toBeGreaterThan(1023);
    expect(c.measureBands[c.satisfactionMeasure]).toBeInstanceOf(Float64Array);
    expect(c.measureBands[0]).toBeInstanceOf(Uint32Array);
    const groupOf = Int32Array.from(c.workerGroupOf);
    for (const m of [0, c.engagementMeasure, c.satisfactionMeasure])
      expect(pooled(c, m, groupOf, 2)).toEqual(naive(c, measures[m]!, groupOf, 2));
  });

  it('every packed column pools to the counts of its answers, per group and with the remainder', () => {
    const c = buildSurveyCube(generatedCompany(7, '2025-03-01', 500, 80, 7));
    const measures = cubeMeasures(c.topics);
    // groups by a survey demography; respondents without an answer to it fall into the remainder (the last group)
    const d = c.demographies[3]!;
    const groups = d.answers.length;
    const groupOf = Int32Array.from(d.answerOf, (a) => (a < 0 ? groups : a));
    for (let m = 0; m < c.measureCount; m++) {
      expect(c.measureBands[m]).toBeInstanceOf(Uint32Array);
      expect(pooled(c, m, Int32Array.from(d.answerOf), groups)).toEqual(
        naive(c, measures[m]!, groupOf, groups + 1).slice(0, groups),
      );
    }
  });
});
