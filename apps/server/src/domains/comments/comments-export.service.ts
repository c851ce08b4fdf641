import { matchesSearch, type routes } from '@pulzus/core';
import type { z } from 'zod';
import type { AuthContext } from '../../services/auth';
import { loadDataNames } from '../translations/translations.service';
import { populationThemes } from './comment-themes.service';
import { type CommentServices, populationComments } from './comments.service';
import { writeCommentsXlsx } from './comments-xlsx';

type CommentsXlsxQuery = z.output<typeof routes.commentsXlsx.query>;

/**
 * `GET comments/survey-dates/{id}/xlsx` (docs/comments.md "The export"): the view's population read by
 * `populationComments` — the same access, comment rules, hides and masking as `GET comments` — every comment the
 * search finds in the date's stable random order, and the themes `GET comments/themes` gives for it; the question
 * named in the file's language. Answers the file, the date and the language it is written in.
 */
export async function exportComments(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  surveyDateId: number,
  query: CommentsXlsxQuery,
): Promise<{ file: Buffer; date: string; language: 'hu' | 'en' }> {
  const populationQuery = {
    survey_date_id: surveyDateId,
    question_id: query.question_id,
    worker_group_ids: query.worker_group_ids,
    demography_answer_ids: query.demography_answer_ids,
  };
  const population = await populationComments(services, auth, accountId, populationQuery);
  const [themes, names] = await Promise.all([
    populationThemes(services, auth, accountId, populationQuery, population),
    // the question's title in the file's language (docs/i18n.md "Data names"), as the report names it
    loadDataNames(services.graphs.db, accountId, population.language),
  ]);
  // the search reads the masked text, as the view's (docs/privacy.md "Rule C6")
  const found = population.comments
    .filter((c) => matchesSearch(c.text, query.search))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const texts = new Map(population.comments.map((c) => [c.id, c.text]));
  const date = String(population.date.date);
  const file = await writeCommentsXlsx({
    language: population.language,
    question: names.of('question', population.question.name),
    date,
    search: query.search ?? '',
    threshold: population.threshold,
    reason: population.reason,
    comments: found,
    themes,
    textOf: (id) => texts.get(id),
  });
  return { file, date, language: population.language };
}
