import type { IdSource } from './ids.ts';
import type { Rng } from './rng.ts';
import { ADDED_STATEMENTS, REWORDINGS } from './statement-edits.ts';
import { TOPICS } from './statements.ts';
import type { PlannedStatement, SurveyPlan } from './survey-design.ts';
import type { QuestionRecord, RewordedStatement } from './types.ts';

/** How many matrix statements each copy rewords, adds and removes. */
export interface CopyChanges {
  reworded: number;
  added: number;
  removed: number;
}

/** A copied design and what the copy changed, by statement text. */
export interface CopiedPlan {
  plan: SurveyPlan;
  reworded: RewordedStatement[];
  added: string[];
  removed: string[];
}

/** A topic page keeps at least this many statements, as `buildSurveyDesign` does. */
const MIN_ROWS = 3;

/** A matrix row of the source with its planned statement and what the copy does with it. */
interface SourceRow {
  page: number;
  text: string;
  statement: PlannedStatement;
  edit: 'keep' | 'reword' | 'remove';
}

function sourceRows(plan: SurveyPlan): SourceRow[] {
  const rows: SourceRow[] = [];
  plan.pages.forEach((page, pageIndex) => {
    for (const question of page.questions) {
      if (question.family !== 'matrix') continue;
      for (const row of question.rows) {
        const statement = plan.statements[rows.length]!;
        rows.push({ page: pageIndex, text: row.text, statement, edit: 'keep' });
      }
    }
  });
  return rows;
}

/** Draws up to `count` items, each from the candidates left after the earlier draws. */
function drawEach<T>(rng: Rng, count: number, candidates: () => T[], take: (item: T) => void): void {
  for (let i = 0; i < count; i++) {
    const left = candidates();
    if (left.length === 0) return;
    take(rng.pick(left));
  }
}

/**
 * Copies a survey design as SurveyMonkey's "copy survey" does: the same pages, questions, choices
 * and statements, all under new ids. Then it edits the copy as an HR team would: removes statements
 * (never below three per topic page), rewords statements from `REWORDINGS`, and appends new statements
 * from `ADDED_STATEMENTS` to their topic's page. `seen` holds every statement text of the earlier
 * surveys: a rewording or an added statement is always a text none of them had.
 */
export function copySurveyDesign(
  rng: Rng,
  ids: IdSource,
  source: SurveyPlan,
  changes: CopyChanges,
  seen: ReadonlySet<string>,
): CopiedPlan {
  const rows = sourceRows(source);
  const kept = (page: number): number => rows.filter((r) => r.page === page && r.edit !== 'remove').length;
  drawEach(
    rng,
    changes.removed,
    () => rows.filter((r) => r.edit === 'keep' && kept(r.page) > MIN_ROWS),
    (row) => {
      row.edit = 'remove';
    },
  );
  drawEach(
    rng,
    changes.reworded,
    () =>
      rows.filter((r) => {
        const to = REWORDINGS.get(r.text);
        return r.edit === 'keep' && to !== undefined && !seen.has(to);
      }),
    (row) => {
      row.edit = 'reword';
    },
  );
  const additions = new Map<number, { text: string; statement: PlannedStatement }[]>();
  const topicPages = [...new Set(rows.map((r) => r.page))];
  drawEach(
    rng,
    changes.added,
    () =>
      topicPages.flatMap((page) => {
        const topic = rows.find((r) => r.page === page)!.statement.topic;
        const taken = new Set((additions.get(page) ?? []).map((a) => a.text));
        return (ADDED_STATEMENTS[topic] ?? [])
          .filter((text) => !seen.has(text) && !taken.has(text))
          .map((text) => ({ page, topic, text }));
      }),
    ({ page, topic, text }) => {
      const statement = { topic, mean: TOPICS[topic]!.mean + rng.normal() * 0.35 };
      additions.set(page, [...(additions.get(page) ?? []), { text, statement }]);
    },
  );

  const out: CopiedPlan = {
    plan: { ...source, demographicSlot: { ...source.demographicSlot }, pages: [], statements: [] },
    reworded: [],
    added: [],
    removed: [],
  };
  let next = 0;
  source.pages.forEach((page, pageIndex) => {
    const questions = page.questions.map((question): QuestionRecord => {
      const copy: QuestionRecord = {
        ...question,
        rows: [],
        choices: question.choices.map((choice) => ({ ...choice, id: ids('choice') })),
        other: question.other ? { ...question.other, id: ids('other') } : null,
        required: question.required ? { ...question.required } : null,
      };
      if (question.family === 'matrix') {
        const texts: string[] = [];
        for (const row of rows.slice(next, next + question.rows.length)) {
          if (row.edit === 'remove') {
            out.removed.push(row.text);
            continue;
          }
          const text = row.edit === 'reword' ? REWORDINGS.get(row.text)! : row.text;
          if (row.edit === 'reword') out.reworded.push({ from: row.text, to: text });
          texts.push(text);
          out.plan.statements.push({ ...row.statement });
        }
        next += question.rows.length;
        // a topic page has one matrix question; the additions go to the first one
        for (const addition of additions.get(pageIndex) ?? []) {
          out.added.push(addition.text);
          texts.push(addition.text);
          out.plan.statements.push(addition.statement);
        }
        additions.delete(pageIndex);
        copy.rows = texts.map((text, i) => ({ id: ids('row'), text, position: i + 1, visible: true }));
      }
      copy.id = ids('question');
      if (question.id === source.essayQuestionId) out.plan.essayQuestionId = copy.id;
      return copy;
    });
    out.plan.pages.push({ ...page, id: ids('page'), questions });
  });
  return out;
}
