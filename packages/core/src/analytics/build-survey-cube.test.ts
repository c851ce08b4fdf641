import { describe, expect, it } from 'vitest';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
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
    expect(c.measureBands.length).toBe(300 * c.measureCount * 3);
    const r = computeGraph({ type: 'total', query: { survey_dates: [7], filters: [] } }, [c]);
    expect(r.graph_meta.categories.length).toBe(80);
    expect(r.graph_meta.worker_count).toBe(300);
    // the first graph of a date builds its privacy pattern with both audit passes (docs/privacy.md "Rule 3"):
    // about 2 s for 300 respondents of six demographies, several times that under coverage on 2 busy cores
  }, 60_000);
});
