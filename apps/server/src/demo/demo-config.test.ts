import { generateDataset } from '@pulzus/provider-sim';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  demoHeadcount,
  demoTopics,
  SURVEY_DEMOGRAPHIES,
  surveyDemographyAnswers,
  unitOfTitle,
} from './demo-config';
import { readDemoDesign } from './demo-design';

/** The simulator's `/details` shape of a generated survey (provider-api §3.4), enough for the reader. */
const detailsOf = (survey: ReturnType<typeof generateDataset>['surveys'][number]) => ({
  pages: survey.pages.map((page) => ({
    title: page.title,
    position: page.position,
    questions: page.questions.map((q) => ({
      id: q.id,
      family: q.family,
      subtype: q.subtype,
      position: q.position,
      headings: [{ heading: q.heading }],
      answers: { choices: q.choices, rows: q.rows },
    })),
  })),
});

describe('demo topics and demographies from a stored design (spec 2 §4, §5)', () => {
  const survey = generateDataset({ seed: 'topics', surveys: 1, respondents: 5 }).surveys[0]!;
  const design = readDemoDesign(detailsOf(survey));

  it('makes the engagement page the commitment topic first and one other topic last, rows as item codes, the open question under the last topic (docs/import.md "Comments")', () => {
    const topics = demoTopics(design, 7, 3);
    expect(topics[0]).toMatchObject({ name: 'Elkötelezettség', is_commitment: true, bg_color: null });
    expect(topics.at(-1)).toMatchObject({
      is_commitment: false,
      is_calculated_in_index: false,
      bg_color: 'gray',
    });
    const items = topics.flatMap((t) => t.questions.filter((q) => !q.is_open_ended).map((q) => q.code));
    expect(items).toHaveLength(design.matrixPages.reduce((n, p) => n + p.rows.length, 0));
    for (const code of items) expect(code).toMatch(/^\d+:\d+$/);
    const open = topics.flatMap((t) => t.questions.filter((q) => q.is_open_ended));
    expect(open.map((q) => q.code)).toEqual(design.openQuestions.map((q) => q.id));
    expect(open.length).toBeGreaterThan(0);
    expect(topics.at(-1)!.questions.at(-1)).toMatchObject({ is_open_ended: true });
  });

  it('turns each demographic question into answers valued by choice position, with a no-answer answer', () => {
    for (const spec of SURVEY_DEMOGRAPHIES) {
      const question = design.singleChoices.find((q) => q.heading === spec.heading);
      expect(question, spec.heading).toBeDefined();
      const answers = surveyDemographyAnswers(spec, question!);
      expect(answers.filter((a) => !a.no_answer || spec.noAnswerChoice).map((a) => a.value)).toEqual(
        question!.choices.map((c) => c.position),
      );
      expect(answers.filter((a) => a.no_answer)).toHaveLength(1);
    }
  });

  it('reads a collector title as site – department, also when the site name has a dash', () => {
    const sites = ['Budapest – központ', 'Győr'];
    const departments = ['Gyártás', 'HR'];
    expect(unitOfTitle('Budapest – központ – HR', sites, departments)).toEqual({
      site: 'Budapest – központ',
      department: 'HR',
    });
    expect(unitOfTitle('Győr – Gyártás', sites, departments)).toEqual({
      site: 'Győr',
      department: 'Gyártás',
    });
    expect(unitOfTitle('Próbakitöltés (HR)', sites, departments)).toBeNull();
  });
});

describe('demo headcounts (spec 2 §3 participation)', () => {
  it('put participation between 60% and 90%, always below 100%, the same for the same collector', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 2000 }), fc.stringMatching(/^\d{9}$/), (completed, id) => {
        const headcount = demoHeadcount(completed, id);
        expect(headcount).toBe(demoHeadcount(completed, id));
        expect(headcount).toBeGreaterThan(completed);
        expect(completed / headcount).toBeGreaterThanOrEqual(0.55);
        expect(completed / headcount).toBeLessThanOrEqual(0.9);
      }),
    );
  });
});
