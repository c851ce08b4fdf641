import {
  zCommentHideParams,
  zCommentHidePayload,
  zCommentSettingsPayload,
  zCommentSettingsResponse,
  zCommentsQuery,
  zCommentsResponse,
  zCommentThemesQuery,
  zCommentThemesResponse,
  zCommentsXlsxQuery,
  zQuestionCommentsPayload,
} from '../schemas/comments';
import { zIdParams, zOkResponse } from '../schemas/common';
import { adminScoped, defineRoute, userScoped } from './route-definition';

/**
 * Open-text comments (docs/api.md "Comments", docs/privacy.md "Comments"): read under the graphs' access rules and
 * the comment rules; admins hide a comment, switch a question's comments on and set the account's threshold and
 * masked names. The two reads are embed calls for a key that allows comments and pins nothing (docs/embedding.md
 * "Comments"); any other key's token gets `403 embed-comments-not-allowed` there and 403 on the rest.
 */
export const commentRoutes = {
  /** `GET comments`: a page of a population's comments to one open-ended question, or why they are withheld. */
  commentsList: defineRoute({
    ...userScoped,
    summary: 'Read the comments of a population',
    errors: ['embed-comments-not-allowed'],
    method: 'GET',
    path: 'comments',
    embed: true,
    embedNeeds: 'comments',
    query: zCommentsQuery,
    response: zCommentsResponse,
  }),
  /**
   * `GET comments/themes`: the themes of a population's shown comments to one open-ended question (docs/comments.md
   * "The comments view"), compared with the previous date where the question continues.
   */
  commentsThemes: defineRoute({
    ...userScoped,
    summary: 'Read the themes of a population’s comments',
    errors: ['embed-comments-not-allowed'],
    method: 'GET',
    path: 'comments/themes',
    embed: true,
    embedNeeds: 'comments',
    query: zCommentThemesQuery,
    response: zCommentThemesResponse,
  }),
  /**
   * `GET comments/survey-dates/{id}/xlsx?t={ticket}`: the comments and themes of the view's population, question
   * and search as xlsx, under the same rules (docs/comments.md "The export").
   */
  commentsXlsx: defineRoute({
    ...userScoped,
    summary: 'Download a population’s comments and themes as a spreadsheet',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'comments/survey-dates/{id}/xlsx',
    params: zIdParams,
    query: zCommentsXlsxQuery,
    ticket: { resource: 'comments-xlsx', idParam: 'id' },
  }),
  /** `POST comments/{commentId}/hide`: hides a comment from everyone, with the reason (kept and audited). */
  commentsHide: defineRoute({
    ...adminScoped,
    summary: 'Hide a comment',
    method: 'POST',
    path: 'comments/{commentId}/hide',
    params: zCommentHideParams,
    body: zCommentHidePayload,
    response: zOkResponse,
  }),
  /** `PUT questions/{id}/comments`: whether a question's comments (open-ended answers, "other" texts) are shown to users. */
  questionComments: defineRoute({
    ...adminScoped,
    summary: 'Show or hide a question’s comments',
    method: 'PUT',
    path: 'questions/{id}/comments',
    params: zIdParams,
    body: zQuestionCommentsPayload,
    response: zOkResponse,
  }),
  /** `GET account/comment-settings`: the session account's comment threshold and masked names. */
  commentSettings: defineRoute({
    ...adminScoped,
    summary: 'Read the comment settings',
    method: 'GET',
    path: 'account/comment-settings',
    response: zCommentSettingsResponse,
  }),
  /** `PUT account/comment-settings`: sets the comment threshold (at least k, at most 100) and the masked names. */
  commentSettingsSave: defineRoute({
    ...adminScoped,
    summary: 'Save the comment settings',
    errors: ['comment-threshold-below-k', 'comment-threshold-out-of-range'],
    method: 'PUT',
    path: 'account/comment-settings',
    body: zCommentSettingsPayload,
    response: zCommentSettingsResponse,
  }),
} as const;
