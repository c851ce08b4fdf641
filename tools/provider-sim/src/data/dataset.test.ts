import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { generateDataset } from './dataset.ts';
import { answerSlots } from './slots.ts';
import { OTHER_CELL } from './types.ts';

const ids = (data: ReturnType<typeof generateDataset>): string[] =>
  data.surveys.flatMap((s) => [
    s.id,
    ...s.pages.flatMap((p) => [
      p.id,
      ...p.questions.flatMap((q) => [q.id, ...q.choices.map((c) => c.id), ...q.rows.map((r) => r.id)]),
    ]),
    ...s.collectors.map((c) => c.id),
    ...s.responses.map((r) => r.id),
  ]);

describe('provider-sim data generator (provider-api §3.4, §3.7)', () => {
  it('the same seed gives the same data, another seed different data, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const a = generateDataset({ seed: 7, surveys: 2, respondents: 120 });
    const b = generateDataset({ seed: 7, surveys: 2, respondents: 120 });
    const c = generateDataset({ seed: 8, surveys: 2, respondents: 120 });
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
    expect(b).toEqual(a);
    expect(ids(c)).not.toEqual(ids(a));
    expect(c.surveys[0]!.responses.map((r) => r.cells)).not.toEqual(
      a.surveys[0]!.responses.map((r) => r.cells),
    );
  });

  it('ids are unique numeric strings; designs have 40–80 statements; responses fit their design', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 80 }),
        (seed, respondents) => {
          const data = generateDataset({ seed, surveys: 2, respondents });
          const all = ids(data);
          expect(new Set(all).size).toBe(all.length);
          for (const id of all) expect(id).toMatch(/^[1-9]\d{8,}$/);
          for (const survey of data.surveys) {
            const slots = answerSlots(survey.pages);
            const statements = slots.filter((s) => s.row !== null).length;
            expect(statements).toBeGreaterThanOrEqual(40);
            expect(statements).toBeLessThanOrEqual(80);
            expect(survey.responses).toHaveLength(respondents);
            for (const r of survey.responses) {
              expect(r.cells).toHaveLength(slots.length);
              r.cells.forEach((cell, i) => {
                if (cell === 0 || cell === OTHER_CELL) return;
                expect(cell).toBeLessThanOrEqual(slots[i]!.question.choices.length);
              });
              expect(r.date_modified).toBeGreaterThan(r.date_created);
              expect(survey.collectors.map((c) => c.id)).toContain(r.collector_id);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('gives plausible engagement data: partials, skips, spread dates, unit-matching departments', () => {
    const survey = generateDataset({ seed: 3, surveys: 1, respondents: 2000 }).surveys[0]!;
    const share = (pred: (r: (typeof survey.responses)[number]) => boolean): number =>
      survey.responses.filter(pred).length / survey.responses.length;
    expect(share((r) => r.response_status === 'partial')).toBeGreaterThan(0.05);
    expect(share((r) => r.response_status === 'completed')).toBeGreaterThan(0.75);
    const completed = survey.responses.filter((r) => r.response_status === 'completed');
    const skipped = completed.reduce((n, r) => n + r.cells.filter((c) => c === 0).length, 0);
    expect(skipped).toBeGreaterThan(0);
    const days = new Set(survey.responses.map((r) => new Date(r.date_modified).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(15);
    // The department answer (slot 1) mostly matches the collector's unit code.
    const departmentOf = new Map(survey.collectors.map((c) => [c.id, c.unit_code.split('-')[1]]));
    const codes = ['GYA', 'LOG', 'KAR', 'MIN', 'PEN', 'HR', 'ERT', 'IT', 'UGY', 'BESZ'];
    expect(share((r) => codes[(r.cells[1] ?? 0) - 1] === departmentOf.get(r.collector_id))).toBeGreaterThan(
      0.9,
    );
    // Answers correlate within a respondent: the two halves of each respondent's statements.
    const halves = completed.map((r) => {
      const scores = [...r.cells.slice(6)].filter((c) => c > 0);
      const mid = Math.floor(scores.length / 2);
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      return [mean(scores.slice(0, mid)), mean(scores.slice(mid))] as const;
    });
    expect(correlation(halves)).toBeGreaterThan(0.4);
  });

  it('uses Hungarian texts for titles, pages and statements', () => {
    const survey = generateDataset({ seed: 1, surveys: 1, respondents: 1 }).surveys[0]!;
    expect(survey.title).toMatch(/^Munkavállalói elkötelezettségi felmérés \d{4}/);
    expect(survey.pages[0]!.questions.map((q) => q.heading)).toContain('Melyik korcsoportba tartozik?');
    expect(survey.pages[1]!.questions[0]!.choices.map((c) => c.text)).toEqual([
      'Egyáltalán nem értek egyet',
      'Nem értek egyet',
      'Inkább nem értek egyet',
      'Inkább egyetértek',
      'Egyetértek',
      'Teljes mértékben egyetértek',
    ]);
  });
});

function correlation(pairs: readonly (readonly [number, number])[]): number {
  const n = pairs.length;
  const mx = pairs.reduce((s, [x]) => s + x, 0) / n;
  const my = pairs.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
