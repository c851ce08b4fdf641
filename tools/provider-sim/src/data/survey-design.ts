import { DEMOGRAPHIC_QUESTIONS, type DemographicRole } from './demographics.ts';
import type { IdSource } from './ids.ts';
import type { Rng } from './rng.ts';
import { AGREEMENT_SCALE, ESSAY_HEADING, MATRIX_HEADING, TOPICS } from './statements.ts';
import type { ChoiceRecord, PageRecord, QuestionRecord } from './types.ts';

/** A statement row of the design with the data the response generator needs. */
export interface PlannedStatement {
  topic: number;
  mean: number;
}

/** A generated design: pages plus where each demographic and statement sits among the answer slots. */
export interface SurveyPlan {
  pages: PageRecord[];
  demographicSlot: Record<DemographicRole, number>;
  /** Statement rows in slot order; slot index = demographic count + index in this list. */
  statements: PlannedStatement[];
  essayQuestionId: string;
}

function choices(ids: IdSource, texts: readonly string[], weighted: boolean): ChoiceRecord[] {
  return texts.map((text, i) => ({
    id: ids('choice'),
    text,
    position: i + 1,
    visible: true,
    ...(weighted ? { weight: i + 1 } : {}),
  }));
}

function question(ids: IdSource, position: number, fields: Partial<QuestionRecord>): QuestionRecord {
  return {
    id: ids('question'),
    position,
    visible: true,
    family: 'single_choice',
    subtype: 'vertical',
    heading: '',
    choices: [],
    rows: [],
    other: null,
    required: null,
    ...fields,
  };
}

/** Picks `count` statements (40–80), keeping at least three per topic, in topic order. */
function selectStatements(rng: Rng, count: number): number[][] {
  const kept = TOPICS.map((t) => t.statements.map((_, i) => i));
  let total = kept.reduce((sum, list) => sum + list.length, 0);
  while (total > count) {
    const candidates = kept.map((list, i) => (list.length > 3 ? i : -1)).filter((i) => i >= 0);
    const topic = kept[rng.pick(candidates)]!;
    topic.splice(rng.int(0, topic.length - 1), 1);
    total--;
  }
  return kept;
}

/** Builds a Hungarian engagement survey design: a demographic page, one matrix page per topic, an essay page. */
export function buildSurveyDesign(rng: Rng, ids: IdSource, statementCount: number): SurveyPlan {
  const pages: PageRecord[] = [];
  const demographicSlot = {} as Record<DemographicRole, number>;
  const demoQuestions = DEMOGRAPHIC_QUESTIONS.map((spec, i) => {
    demographicSlot[spec.role] = i;
    return question(ids, i + 1, {
      subtype: spec.subtype,
      heading: spec.heading,
      choices: choices(ids, spec.choices, false),
      other: spec.other
        ? {
            id: ids('other'),
            text: spec.other,
            position: 0,
            visible: true,
            is_answer_choice: true,
            apply_all_rows: false,
            num_chars: 50,
            num_lines: 1,
            error_text: 'Kérjük, adjon meg egy megjegyzést.',
          }
        : null,
    });
  });
  pages.push({
    id: ids('page'),
    title: 'Demográfiai adatok',
    description: 'A válaszadás anonim; az adatokat csak összesítve jelenítjük meg.',
    position: 1,
    questions: demoQuestions,
  });

  const statements: PlannedStatement[] = [];
  selectStatements(rng, Math.max(27, Math.min(statementCount, 81))).forEach((kept, topicIndex) => {
    const topic = TOPICS[topicIndex]!;
    const rows = kept.map((s, i) => {
      statements.push({ topic: topicIndex, mean: topic.mean + rng.normal() * 0.35 });
      return { id: ids('row'), text: topic.statements[s]!, position: i + 1, visible: true };
    });
    pages.push({
      id: ids('page'),
      title: topic.name,
      description: '',
      position: pages.length + 1,
      questions: [
        question(ids, 1, {
          family: 'matrix',
          subtype: 'rating',
          heading: MATRIX_HEADING,
          rows,
          choices: choices(ids, AGREEMENT_SCALE, true),
        }),
      ],
    });
  });

  const essay = question(ids, 1, { family: 'open_ended', subtype: 'essay', heading: ESSAY_HEADING });
  pages.push({
    id: ids('page'),
    title: 'Javaslatok',
    description: '',
    position: pages.length + 1,
    questions: [essay],
  });
  return { pages, demographicSlot, statements, essayQuestionId: essay.id };
}
