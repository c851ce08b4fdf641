import { z } from 'zod';
import { zId, zIdParam } from './common';
import { zTicketQuery } from './download-ticket';
import { zWithheldReason } from './graph-response';

/** The comment threshold's floor when an account sets none: comments need at least max(k, 10) people (docs/privacy.md "Comments"). */
export const COMMENT_THRESHOLD_FLOOR = 10;
/** The largest comment threshold an account may set. */
export const COMMENT_THRESHOLD_MAX = 100;

/**
 * The comment threshold in force (docs/privacy.md "Comments", rule C1): the account's own when set, otherwise
 * max(k, 10); never below k, even when saved before k was raised.
 */
export function commentThreshold(k: number, accountValue: number | null): number {
  return Math.max(k, accountValue ?? Math.max(k, COMMENT_THRESHOLD_FLOOR));
}

/** A comma-separated list of ids in a query string (`1,2,3`); empty or absent: none. */
const zIdList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$|^$/, { message: 'Expected ids separated by commas' })
  .transform((text) => (text === '' ? [] : text.split(',').map(Number)));

/**
 * The query of `GET comments` (docs/api.md "Comments"): a date and one of its questions, the usual filters (worker
 * groups by id; demography answers by id — answers of one demography are alternatives, of two demographies both
 * apply), an optional search (accents and case ignored) and a page.
 */
export const zCommentsQuery = z.object({
  survey_date_id: zIdParam,
  question_id: zIdParam,
  worker_group_ids: zIdList.optional(),
  demography_answer_ids: zIdList.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
/** The query of `GET comments`, as the server reads it. */
export type CommentsQuery = z.output<typeof zCommentsQuery>;
/** The query of `GET comments`, as a client sends it. */
export type CommentsQueryInput = z.input<typeof zCommentsQuery>;

/**
 * One comment as it leaves the server: an opaque id (for the admin's hide; it names neither the respondent nor
 * the response, and differs per question) and the text with names masked (docs/privacy.md "Comments").
 */
export const zComment = z.object({ id: z.string(), text: z.string() });
/** One comment. */
export type Comment = z.infer<typeof zComment>;

/**
 * The answer of `GET comments`: the question, whether the population's comments may be shown and if not why
 * (`withheld_reason`, as graphs say it), the threshold in force, and a page of comments in the date's stable random
 * order; `total` counts the comments that match the search, null when withheld.
 */
export const zCommentsResponse = z.object({
  question: z.object({ id: zId, name: z.string(), topic: z.string() }),
  shown: z.boolean(),
  withheld_reason: zWithheldReason.nullable(),
  threshold: z.number().int().positive(),
  total: z.number().int().nonnegative().nullable(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  comments: z.array(zComment),
});
/** The answer of `GET comments`. */
export type CommentsResponse = z.infer<typeof zCommentsResponse>;

/** Path parameters of `POST comments/{commentId}/hide`. */
export const zCommentHideParams = z.object({ commentId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
/** Path parameters of the hide call. */
export type CommentHideParams = z.output<typeof zCommentHideParams>;

/** The payload of `POST comments/{commentId}/hide`: where the comment is, and why it is hidden (kept, audited). */
export const zCommentHidePayload = z.object({
  survey_date_id: zId,
  question_id: zId,
  reason: z.string().trim().min(1).max(500),
});
/** The payload of the hide call. */
export type CommentHidePayload = z.infer<typeof zCommentHidePayload>;

/** Names masked in comments beside the account's users' (docs/privacy.md "Comments"): each 2–100 characters. */
export const zMaskedNames = z.array(z.string().trim().min(2).max(100)).max(1000);

/**
 * The account's comment settings (`GET`/`PUT account/comment-settings`): its own threshold (null: max(k, 10)) and
 * the extra names masked; the answer adds k and the threshold in force.
 */
export const zCommentSettingsPayload = z.object({
  comment_min_group_size: z.number().int().nullable(),
  masked_names: zMaskedNames,
});
/** The comment settings payload. */
export type CommentSettingsPayload = z.infer<typeof zCommentSettingsPayload>;

/** The answer of the comment settings calls. */
export const zCommentSettingsResponse = zCommentSettingsPayload.extend({
  k: z.number().int().positive(),
  threshold: z.number().int().positive(),
});
/** The answer of the comment settings calls. */
export type CommentSettingsResponse = z.infer<typeof zCommentSettingsResponse>;

/** The payload of `PUT questions/{id}/comments`: whether an open-ended question's comments are shown to users. */
export const zQuestionCommentsPayload = z.object({ show_comments: z.boolean() });
/** The payload of the show-comments switch. */
export type QuestionCommentsPayload = z.infer<typeof zQuestionCommentsPayload>;

/**
 * The query of `GET comments/themes` (docs/comments.md "The comments view"): the population of `GET comments` —
 * a date, one of its questions and the same filters — without search or page: themes are of all its comments.
 */
export const zCommentThemesQuery = zCommentsQuery.pick({
  survey_date_id: true,
  question_id: true,
  worker_group_ids: true,
  demography_answer_ids: true,
});
/** The query of `GET comments/themes`, as the server reads it. */
export type CommentThemesQuery = z.output<typeof zCommentThemesQuery>;
/** The query of `GET comments/themes`, as a client sends it. */
export type CommentThemesQueryInput = z.input<typeof zCommentThemesQuery>;

/** One theme of a population's comments: `commentThemes`' key, label, count, share (0..1) and example comment ids. */
export const zCommentThemeItem = z.object({
  key: z.string(),
  label: z.string(),
  source: z.enum(['topic', 'word', 'phrase']),
  count: z.number().int().nonnegative(),
  share: z.number().min(0).max(1),
  example_ids: z.array(z.string()),
});
/** One theme. */
export type CommentThemeItem = z.infer<typeof zCommentThemeItem>;

/** How one theme's share moved since the previous date (`compareThemes`); a share is null where it was no theme. */
export const zCommentThemeChange = z.object({
  key: z.string(),
  label: z.string(),
  earlier_share: z.number().min(0).max(1).nullable(),
  later_share: z.number().min(0).max(1).nullable(),
  change: z.number().min(-1).max(1).nullable(),
});
/** A theme's change. */
export type CommentThemeChange = z.infer<typeof zCommentThemeChange>;

/**
 * The answer of `GET comments/themes`: as `GET comments`, whether the population's comments may be shown and why
 * not; when shown, the themes of its shown comments (hidden ones left out, names masked), the comments given and
 * those with words, and `previous` — the themes compared with the caller's previous date when the question
 * continues there (same code or item match) and the same population's comments are shown there too, else null.
 */
export const zCommentThemesResponse = z.object({
  question: z.object({ id: zId, name: z.string(), topic: z.string() }),
  shown: z.boolean(),
  withheld_reason: zWithheldReason.nullable(),
  threshold: z.number().int().positive(),
  total: z.number().int().nonnegative().nullable(),
  with_words: z.number().int().nonnegative().nullable(),
  themes: z.array(zCommentThemeItem),
  previous: z
    .object({ survey_date_id: zId, date: z.string(), changes: z.array(zCommentThemeChange) })
    .nullable(),
});
/** The answer of `GET comments/themes`. */
export type CommentThemesResponse = z.infer<typeof zCommentThemesResponse>;

/**
 * The query of `GET comments/survey-dates/{id}/xlsx` (docs/comments.md "The export"): the ticket and the view's
 * population, question and search — the date is the path's; no page, the file holds every shown comment.
 */
export const zCommentsXlsxQuery = zTicketQuery.extend(
  zCommentsQuery.pick({
    question_id: true,
    worker_group_ids: true,
    demography_answer_ids: true,
    search: true,
  }).shape,
);
/** The query of the comments xlsx, as the server reads it. */
export type CommentsXlsxQuery = z.output<typeof zCommentsXlsxQuery>;
