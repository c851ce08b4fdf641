import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startSim } from '../test-support.ts';
import { type DatasetOptions, generateDataset } from './dataset.ts';
import { answerSlots } from './slots.ts';
import { ADDED_STATEMENTS } from './statement-edits.ts';
import { TOPICS } from './statements.ts';
import type { Dataset, SurveyRecord } from './types.ts';
import { wordSimilarity } from './word-similarity.ts';

const copied = (options: DatasetOptions = {}): Dataset =>
  generateDataset({ seed: 'copies', surveys: 3, respondents: 40, copies: true, ...options });

/** Every design id of a survey: pages, questions, choices, rows and other options. */
function designIds(survey: SurveyRecord): string[] {
  return survey.pages.flatMap((page) => [
    page.id,
    ...page.questions.flatMap((q) => [
      q.id,
      ...q.choices.map((c) => c.id),
      ...q.rows.map((r) => r.id),
      ...(q.other ? [q.other.id] : []),
    ]),
  ]);
}

/** The matrix statements of a survey as `page title → texts in position order`. */
function statementsByPage(survey: SurveyRecord): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const page of survey.pages) {
    for (const q of page.questions) {
      if (q.family !== 'matrix') continue;
      expect(q.rows.map((r) => r.position)).toEqual(q.rows.map((_, i) => i + 1));
      pages.set(page.title, [...(pages.get(page.title) ?? []), ...q.rows.map((r) => r.text)]);
    }
  }
  return pages;
}

const allStatements = (survey: SurveyRecord): string[] => [...statementsByPage(survey).values()].flat();

/** Position (page title and 1-based position) of each statement text of a survey. */
function positions(survey: SurveyRecord): Map<string, string> {
  const out = new Map<string, string>();
  for (const [title, texts] of statementsByPage(survey)) {
    for (const [i, text] of texts.entries()) out.set(text, `${title}#${i + 1}`);
  }
  return out;
}

type Answered = { pages: { id: string; questions: { id: string }[] }[] };

const replacer = (_key: string, value: unknown): unknown =>
  value instanceof Uint8Array ? [...value] : value instanceof Map ? [...value] : value;

describe('copied surveys (DatasetOptions.copies)', () => {
  it('a copy has no page, question, row, choice or other-option id in common with its source or any survey', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const data = copied({ seed, surveys: 4, respondents: 1 });
        const all = data.surveys.flatMap(designIds);
        expect(new Set(all).size).toBe(all.length);
        const survey = data.surveys.map((s) => s.id);
        expect(new Set(survey).size).toBe(survey.length);
      }),
      { numRuns: 10 },
    );
  });

  it('a copy keeps its source pages, questions and choices: same titles, headings, texts and positions', () => {
    const data = copied({ copies: { removed: 1 } });
    const shape = (survey: SurveyRecord) =>
      survey.pages.map((page) => ({
        title: page.title,
        description: page.description,
        position: page.position,
        questions: page.questions.map((q) => ({
          position: q.position,
          family: q.family,
          subtype: q.subtype,
          heading: q.heading,
          other: q.other?.text ?? null,
          choices: q.choices.map((c) => [c.position, c.text, c.weight]),
        })),
      }));
    for (const survey of data.surveys.slice(1)) expect(shape(survey)).toEqual(shape(data.surveys[0]!));
  });

  it('unchanged statements keep their exact text, page and position in the copy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const data = copied({ seed, surveys: 4, respondents: 1 });
        for (const log of data.copyLog!) {
          const before = positions(data.surveys[log.surveyIndex - 1]!);
          const after = positions(data.surveys[log.surveyIndex]!);
          const reworded = new Map(log.reworded.map((r) => [r.from, r.to]));
          for (const [text, position] of before) {
            expect(after.get(reworded.get(text) ?? text)).toBe(position);
          }
          expect(after.size).toBe(before.size + log.added.length);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('reworded statements are similar to their source (0.5–0.85) but not equal, and the source wording is gone', () => {
    const data = copied({ surveys: 5 });
    expect(data.copyLog).toHaveLength(4);
    for (const log of data.copyLog!) {
      expect(log.reworded).toHaveLength(2);
      const statements = allStatements(data.surveys[log.surveyIndex]!);
      const source = allStatements(data.surveys[log.surveyIndex - 1]!);
      for (const { from, to } of log.reworded) {
        expect(to).not.toBe(from);
        expect(wordSimilarity(from, to)).toBeGreaterThanOrEqual(0.5);
        expect(wordSimilarity(from, to)).toBeLessThanOrEqual(0.85);
        expect(source).toContain(from);
        expect(source).not.toContain(to);
        expect(statements).toContain(to);
        expect(statements).not.toContain(from);
      }
    }
  });

  it('added statements appear only from their copy on, on a page of their topic, after the kept statements', () => {
    const data = copied({ surveys: 4 });
    for (const log of data.copyLog!) {
      expect(log.added).toHaveLength(2);
      const after = positions(data.surveys[log.surveyIndex]!);
      const before = statementsByPage(data.surveys[log.surveyIndex - 1]!);
      for (const text of log.added) {
        for (const earlier of data.surveys.slice(0, log.surveyIndex))
          expect(allStatements(earlier)).not.toContain(text);
        for (const later of data.surveys.slice(log.surveyIndex)) expect(allStatements(later)).toContain(text);
        const [title = '', position] = after.get(text)!.split('#');
        const topic = TOPICS.findIndex((t) => t.name === title);
        expect(ADDED_STATEMENTS[topic]).toContain(text);
        expect(Number(position)).toBeGreaterThan(before.get(title)!.length);
      }
    }
  });

  it('a removed statement is left out of the copy and later copies; a topic page keeps at least 3', () => {
    const data = copied({ surveys: 4, copies: { reworded: 0, added: 0, removed: 3 } });
    for (const log of data.copyLog!) {
      expect(log.removed).toHaveLength(3);
      expect(allStatements(data.surveys[log.surveyIndex - 1]!)).toEqual(expect.arrayContaining(log.removed));
      for (const later of data.surveys.slice(log.surveyIndex)) {
        for (const text of log.removed) expect(allStatements(later)).not.toContain(text);
      }
    }
    const last = data.surveys.at(-1)!;
    for (const texts of statementsByPage(last).values()) expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(allStatements(last)).toHaveLength(allStatements(data.surveys[0]!).length - 9);
  });

  it('responses reference only their own survey ids, and every statement of a copy has answers', async () => {
    const data = copied({ respondents: 60 });
    const { get } = await startSim({ data });
    for (const survey of data.surveys) {
      const own = new Set(designIds(survey));
      const others = new Set(data.surveys.filter((s) => s !== survey).flatMap(designIds));
      const collectors = new Set(survey.collectors.map((c) => c.id));
      const referenced = new Set<string>();
      const res = await get(`/v3/surveys/${survey.id}/responses/bulk?per_page=100`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(60);
      for (const response of res.body.data) {
        expect(response.survey_id).toBe(survey.id);
        expect(collectors.has(response.collector_id)).toBe(true);
        for (const page of response.pages) {
          referenced.add(page.id);
          for (const question of page.questions) {
            referenced.add(question.id);
            for (const answer of question.answers) {
              for (const key of ['row_id', 'choice_id', 'other_id'])
                if (answer[key]) referenced.add(answer[key]);
            }
          }
        }
      }
      for (const response of survey.responses) {
        for (const questionId of response.texts.keys()) expect(own.has(questionId)).toBe(true);
      }
      const essay = survey.pages.at(-1)!.questions[0]!.id;
      expect(res.body.data.some((r: Answered) => r.pages.at(-1)?.questions[0]?.id === essay)).toBe(true);
      for (const id of referenced) {
        expect(own.has(id)).toBe(true);
        expect(others.has(id)).toBe(false);
      }
      const rows = answerSlots(survey.pages).flatMap((slot) => (slot.row ? [slot.row.id] : []));
      for (const row of rows) expect(referenced.has(row)).toBe(true);
    }
  });

  it('the same seed and options give identical JSON; the oldest survey is the one the plain generator makes', () => {
    const a = JSON.stringify(copied({ copies: { removed: 1 } }), replacer);
    const b = JSON.stringify(copied({ copies: { removed: 1 } }), replacer);
    expect(b).toBe(a);
    expect(JSON.stringify(copied({ seed: 'other', copies: { removed: 1 } }), replacer)).not.toBe(a);
    const plain = generateDataset({ seed: 'copies', surveys: 3, respondents: 40 });
    expect(plain.copyLog).toBeUndefined();
    expect(JSON.stringify(copied().surveys[0], replacer)).toBe(JSON.stringify(plain.surveys[0], replacer));
  });

  it('the copy log names each copy and its source; true means 2 reworded, 2 added, 0 removed', () => {
    const data = copied();
    expect(data.copyLog!.map((log) => [log.surveyIndex, log.sourceSurveyId, log.surveyId])).toEqual([
      [1, data.surveys[0]!.id, data.surveys[1]!.id],
      [2, data.surveys[1]!.id, data.surveys[2]!.id],
    ]);
    for (const log of data.copyLog!) {
      expect([log.reworded.length, log.added.length, log.removed.length]).toEqual([2, 2, 0]);
    }
    expect(copied({ copies: { reworded: 0, added: 0 } }).copyLog!.every((l) => l.reworded.length === 0)).toBe(
      true,
    );
    expect(copied({ surveys: 1 }).copyLog).toEqual([]);
    expect(() => copied({ copies: { added: -1 } })).toThrow(/copies.added/);
  });
});
