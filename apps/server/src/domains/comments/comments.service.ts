import { hkdfSync } from 'node:crypto';
import {
  type CommentSettingsPayload,
  type CommentSettingsResponse,
  type CommentsQuery,
  type CommentsResponse,
  COMMENT_THRESHOLD_MAX,
  commentThreshold,
  MASKED_NAME,
  matchesSearch,
  nameMasker,
  resolveLanguage,
  type GraphFilter,
  type WithheldReason,
} from '@pulzus/core';
import { commentVisibility, scopeFilters, scopeStanding } from '@pulzus/core/analytics';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import {
  callerLanguage,
  type GraphDate,
  graphScopeOf,
  type GraphServices,
  readableDates,
  viewerScope,
} from '../graphs/graphs.service';
import { accountK } from '../../services/account-k';
import { type CommentDataCache, commentId, isQuestionTextKey } from './comment-data';
import { portableFiltersOf } from './comment-filters';
import {
  askedWorkerGroups,
  type CommentQuestion,
  commentQuestion,
  commentSettingsRow,
  hiddenComments,
  insertCommentHide,
  maskedNames,
  saveCommentSettings,
} from './comments.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { CommentDataCache } from './comment-data';

/** What the comment calls share: the graphs' services (k, scopes) and the comments' own cache and id key. */
export interface CommentServices {
  graphs: GraphServices;
  data: CommentDataCache;
  /** The key of comment ids, derived from the server's signing secret. */
  idKey: Buffer;
}

/** The key comment ids are digested with: derived from the server's JWT secret, so ids survive restarts. */
export function commentIdKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'pulzus', 'comment-ids', 32));
}

/** The account's k and comment threshold in force. */
async function thresholdOf(services: CommentServices, accountId: number) {
  const row = await commentSettingsRow(services.graphs.db, accountId);
  if (!row) throw new AppError('not-found');
  const k = accountK(row.min_group_size, services.graphs.serverMinGroupSize);
  return { k, threshold: commentThreshold(k, row.comment_min_group_size), row };
}

/** The population of a comment query: a date, one of its questions and the filters (no search, no page). */
export type CommentPopulationQuery = Pick<
  CommentsQuery,
  'survey_date_id' | 'question_id' | 'worker_group_ids' | 'demography_answer_ids'
>;

/** A population's comments to a question as the rules let it see them: why withheld, or the masked texts. */
export interface PopulationComments {
  question: CommentQuestion;
  date: GraphDate;
  threshold: number;
  /** Why the population's comments are withheld, null when they are shown. */
  reason: WithheldReason | null;
  /** The shown comments (hidden ones left out, names masked), unordered; empty when withheld. */
  comments: { id: string; text: string }[];
  /** The language names were masked in. */
  language: 'hu' | 'en';
}

/**
 * A population's comments under the comment rules (docs/privacy.md "Comments"): the date readable by the caller
 * (users: published dates), the question the account's, shown to users only when its comments are switched on; the
 * population — the caller's scope first, then the filters — judged by the comment rules; hidden comments left out,
 * names masked. What `GET comments` pages and `GET comments/themes` reads.
 */
export async function populationComments(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  query: CommentPopulationQuery,
): Promise<PopulationComments> {
  const db = services.graphs.db;
  const [date] = await readableDates(db, accountId, [query.survey_date_id], auth);
  const question = await commentQuestion(db, accountId, query.question_id);
  if (!date || !question || question.survey_date_id !== date.id) throw new AppError('not-found');
  if (!auth.isAdmin && !question.show_comments) throw new AppError('not-found');
  const [{ threshold }, scope, asked, data, hidden, names, callerLanguageCode] = await Promise.all([
    thresholdOf(services, accountId),
    viewerScope(db, auth, accountId, services.graphs.scopes),
    askedWorkerGroups(db, accountId, date.id, question.code),
    services.data.load(db, accountId, date),
    hiddenComments(db, accountId, date.id),
    maskedNames(db, accountId),
    callerLanguage(db, auth),
  ]);
  const language: 'hu' | 'en' = resolveLanguage(callerLanguageCode) === 'en' ? 'en' : 'hu';
  const { cube } = data;
  const ownFilters: GraphFilter[] = [];
  if (query.worker_group_ids?.length)
    ownFilters.push({ type: 'worker_group', worker_group_ids: query.worker_group_ids });
  const scoped = scope ? scopeFilters(graphScopeOf(scope), [cube]) : [];
  const filters = portableFiltersOf(cube, [...scoped, ...ownFilters], query.demography_answer_ids ?? []);
  const standing = scope ? scopeStanding(scoped, cube, [cube], threshold) : null;
  const visibility = standing
    ? { reason: standing, members: new Int32Array(0) }
    : commentVisibility(cube, filters, asked, threshold);
  const base = { question, date, threshold, language };
  if (visibility.reason !== null) return { ...base, reason: visibility.reason, comments: [] };
  const mask = nameMasker(names, MASKED_NAME[language]);
  const comments: { id: string; text: string }[] = [];
  for (const r of visibility.members) {
    const respondent = data.respondents[r]!;
    for (const [key, raw] of Object.entries(respondent.texts)) {
      if (!isQuestionTextKey(question.code, key)) continue;
      if (hidden.has(`${respondent.smResponseId}\n${key}`)) continue;
      comments.push({
        id: commentId(services.idKey, date.id, key, respondent.smResponseId),
        text: mask(raw),
      });
    }
  }
  return { ...base, reason: null, comments };
}

/**
 * `GET comments` (docs/api.md "Comments"): the population's comments (`populationComments`), the search matched
 * on the masked text, in the date's stable random order, one page.
 */
export async function listComments(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  query: CommentsQuery,
): Promise<CommentsResponse> {
  const population = await populationComments(services, auth, accountId, query);
  const { question } = population;
  const base = {
    question: { id: question.id, name: question.name, topic: question.topic },
    threshold: population.threshold,
    page: query.page,
    per_page: query.per_page,
  };
  if (population.reason !== null)
    return { ...base, shown: false, withheld_reason: population.reason, total: null, comments: [] };
  // the search reads the masked text: a masked name finds nothing, so it tells nothing
  const found = population.comments.filter((c) => matchesSearch(c.text, query.search));
  found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const start = (query.page - 1) * query.per_page;
  return {
    ...base,
    shown: true,
    withheld_reason: null,
    total: found.length,
    comments: found.slice(start, start + query.per_page),
  };
}

/**
 * `POST comments/{commentId}/hide`: finds the comment among the question's on the date (any respondent: an admin
 * reads every date) and hides it with the reason; an id the question has not is a 404. Answers the hidden
 * comment's key for the audit entry.
 */
export async function hideComment(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  id: string,
  body: { survey_date_id: number; question_id: number; reason: string },
): Promise<void> {
  const db = services.graphs.db;
  const [date] = await readableDates(db, accountId, [body.survey_date_id], auth);
  const question = await commentQuestion(db, accountId, body.question_id);
  if (!date || !question || question.survey_date_id !== date.id) throw new AppError('not-found');
  const data = await services.data.load(db, accountId, date);
  for (const respondent of data.respondents)
    for (const key of Object.keys(respondent.texts)) {
      if (!isQuestionTextKey(question.code, key)) continue;
      if (commentId(services.idKey, date.id, key, respondent.smResponseId) !== id) continue;
      await insertCommentHide(db, {
        accountId,
        surveyDateId: date.id,
        smResponseId: respondent.smResponseId,
        textKey: key,
        reason: body.reason,
        hiddenBy: auth.userId > 0 ? auth.userId : null,
      });
      return;
    }
  throw new AppError('not-found');
}

/** `GET account/comment-settings`: the account's own threshold, masked names, k and the threshold in force. */
export async function commentSettings(
  services: CommentServices,
  accountId: number,
): Promise<CommentSettingsResponse> {
  const { k, threshold, row } = await thresholdOf(services, accountId);
  return {
    comment_min_group_size: row.comment_min_group_size,
    masked_names: row.comment_masked_names,
    k,
    threshold,
  };
}

/**
 * `PUT account/comment-settings`: a threshold below the account's k is `comment-threshold-below-k`, above 100
 * `comment-threshold-out-of-range` (both name the field and carry k); null is max(k, 10). Names are kept trimmed,
 * each once.
 */
export async function updateCommentSettings(
  services: CommentServices,
  accountId: number,
  payload: CommentSettingsPayload,
): Promise<CommentSettingsResponse> {
  const { k } = await thresholdOf(services, accountId);
  const value = payload.comment_min_group_size;
  const refuse = (code: 'comment-threshold-below-k' | 'comment-threshold-out-of-range', message: string) =>
    new AppError(code, { fields: [{ path: 'comment_min_group_size', message }], k });
  if (value !== null && value < k) throw refuse('comment-threshold-below-k', `Must not be below k (${k})`);
  if (value !== null && value > COMMENT_THRESHOLD_MAX)
    throw refuse('comment-threshold-out-of-range', `Must be from ${k} to ${COMMENT_THRESHOLD_MAX}`);
  const names = [...new Set(payload.masked_names.map((n) => n.trim()))];
  await saveCommentSettings(services.graphs.db, accountId, value, names);
  return commentSettings(services, accountId);
}
