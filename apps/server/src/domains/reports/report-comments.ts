import type { ReportData, ReportRequest } from '@pulzus/core';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { populationThemes } from '../comments/comment-themes.service';
import { type CommentServices, populationComments } from '../comments/comments.service';
import { viewerScope } from '../graphs/graphs.service';
import { loadDataNames } from '../translations/translations.service';
import { reportCaller } from './report-data.service';
import { shownOpenQuestions } from './reports.queries';

/** How many themes a question's part of the report names. */
export const REPORT_COMMENT_THEMES = 6;
/** How many example comments it quotes: the first of the date's stable random order (docs/privacy.md "Rule C4"). */
export const REPORT_COMMENT_EXAMPLES = 3;
/** The longest example quoted whole; a longer one is cut at a word and ends with "…". */
const EXAMPLE_CHARS = 280;

type ReportComments = NonNullable<ReportData['comments']>;

/**
 * The report's comments section (docs/reports.md "Comments"): for each open-ended question of the report's date
 * whose comments are shown to users, the report's population read by `populationComments` and
 * `populationThemes` — the functions `GET comments` and `GET comments/themes` answer with, as the same caller, so
 * the comment threshold, the date's pattern, the comment partition, hides and masking apply unchanged. Withheld:
 * only the reason. Answer filters are no comment filters (docs/privacy.md "Rule C2"): each question says so.
 */
export async function buildReportComments(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  request: ReportRequest,
): Promise<ReportComments> {
  const caller: AuthContext = { ...reportCaller(auth, request.language), language: request.language };
  const [asked, names, scope] = await Promise.all([
    shownOpenQuestions(services.graphs.db, accountId, request.survey_date_id),
    // question titles and worker groups in the report's language (docs/i18n.md "Data names")
    loadDataNames(services.graphs.db, accountId, request.language),
    viewerScope(services.graphs.db, auth, accountId, services.graphs.scopes),
  ]);
  // a scoped viewer's report names no worker group outside the scope (docs/reports.md "Scoped viewers"): a question
  // asked only of other groups has nobody of the scope behind it and is no part of it
  const inScope = scope && scope.worker_group_ids.length > 0 ? new Set(scope.worker_group_ids) : null;
  const questions = inScope ? asked.filter((q) => inScope.has(q.worker_group_id)) : asked;
  const workerGroupIds: number[] = [];
  const demographyAnswerIds: number[] = [];
  let answerFilter = false;
  for (const filter of request.filters) {
    if (filter.type === 'worker_group') workerGroupIds.push(...filter.worker_group_ids);
    else if (filter.type === 'demography') demographyAnswerIds.push(...filter.demography_answer_ids);
    else answerFilter = true;
  }
  // one question asked of several worker groups is one set of comments (read by its code): said once; two of one
  // wording (each worker group's survey its own) are told apart by the worker groups asked, as in the view
  const byCode = new Map<string, { id: number; name: string; groups: string[] }>();
  for (const q of questions) {
    const known = byCode.get(q.code);
    const group = names.of('worker-group', q.worker_group);
    if (known) known.groups.push(group);
    else byCode.set(q.code, { id: q.id, name: names.of('question', q.name), groups: [group] });
  }
  const all = [...byCode.values()];
  const out: ReportComments = [];
  for (const { id, name, groups } of all) {
    const repeated = all.filter((q) => q.name === name).length > 1;
    const question = { id, name: repeated ? `${name} (${groups.join(', ')})` : name };
    const query = {
      survey_date_id: request.survey_date_id,
      question_id: question.id,
      worker_group_ids: workerGroupIds,
      demography_answer_ids: demographyAnswerIds,
    };
    let population: Awaited<ReturnType<typeof populationComments>>;
    try {
      population = await populationComments(services, caller, accountId, query);
    } catch (error) {
      // a question this caller may not read is no part of their report
      if (error instanceof AppError && error.code === 'not-found') continue;
      throw error;
    }
    const base = { question_id: question.id, question: question.name, threshold: population.threshold };
    if (answerFilter || population.reason !== null) {
      const leftOut = answerFilter ? 'answer-filter' : population.reason;
      out.push({ ...base, left_out: leftOut, total: null, themes: [], examples: [] });
      continue;
    }
    const themes = await populationThemes(services, caller, accountId, query, population);
    const examples = [...population.comments]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .filter((c) => /[\p{L}\p{N}]/u.test(c.text))
      .slice(0, REPORT_COMMENT_EXAMPLES)
      .map((c) => ({ id: c.id, text: clip(c.text.trim()) }));
    out.push({
      ...base,
      left_out: null,
      total: population.comments.length,
      themes: themes.themes
        .slice(0, REPORT_COMMENT_THEMES)
        .map(({ label, count, share }) => ({ label, count, share })),
      examples,
    });
  }
  return out;
}

/** A comment cut to fit the page at the last word before the limit. */
function clip(text: string): string {
  if (text.length <= EXAMPLE_CHARS) return text;
  const cut = text.slice(0, EXAMPLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXAMPLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
