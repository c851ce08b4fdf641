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
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { commentRoutes } from './routes-comments';

/** The contract of {@link commentRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const commentRouteContracts = {
  commentsList: {
    ...userScoped,
    embed: true,
    embedNeeds: 'comments',
    summary: 'Read the comments of a population',
    errors: ['embed-comments-not-allowed'],
    query: zCommentsQuery,
    response: zCommentsResponse,
  },
  commentsThemes: {
    ...userScoped,
    embed: true,
    embedNeeds: 'comments',
    summary: 'Read the themes of a population’s comments',
    errors: ['embed-comments-not-allowed'],
    query: zCommentThemesQuery,
    response: zCommentThemesResponse,
  },
  commentsXlsx: {
    ...userScoped,
    credential: 'ticket',
    summary: 'Download a population’s comments and themes as a spreadsheet',
    params: zIdParams,
    query: zCommentsXlsxQuery,
  },
  commentsHide: {
    ...adminScoped,
    summary: 'Hide a comment',
    params: zCommentHideParams,
    body: zCommentHidePayload,
    response: zOkResponse,
  },
  questionComments: {
    ...adminScoped,
    summary: 'Show or hide a question’s comments',
    params: zIdParams,
    body: zQuestionCommentsPayload,
    response: zOkResponse,
  },
  commentSettings: {
    ...adminScoped,
    summary: 'Read the comment settings',
    response: zCommentSettingsResponse,
  },
  commentSettingsSave: {
    ...adminScoped,
    summary: 'Save the comment settings',
    errors: ['comment-threshold-below-k', 'comment-threshold-out-of-range'],
    body: zCommentSettingsPayload,
    response: zCommentSettingsResponse,
  },
} as const satisfies RouteContractsOf<typeof commentRoutes>;
