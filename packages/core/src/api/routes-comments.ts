import { defineRoute } from './route-definition';
import { embedCallRoutes } from './routes-embed-calls';

/**
 * Open-text comments (docs/api.md "Comments", docs/privacy.md "Comments"): read under the graphs' access rules and
 * the comment rules; admins hide a comment, switch a question's comments on and set the account's threshold and
 * masked names. The two reads are embed calls for a key that allows comments and pins nothing (docs/embedding.md
 * "Comments"); any other key's token gets `403 embed-comments-not-allowed` there and 403 on the rest.
 */
export const commentRoutes = {
  commentsList: embedCallRoutes.commentsList,
  commentsThemes: embedCallRoutes.commentsThemes,
  /**
   * `GET comments/survey-dates/{id}/xlsx?t={ticket}`: the comments and themes of the view's population, question
   * and search as xlsx, under the same rules (docs/comments.md "The export").
   */
  commentsXlsx: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'comments/survey-dates/{id}/xlsx',
    ticket: { resource: 'comments-xlsx', idParam: 'id' },
  }),
  /** `POST comments/{commentId}/hide`: hides a comment from everyone, with the reason (kept and audited). */
  commentsHide: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'comments/{commentId}/hide',
  }),
  /** `PUT questions/{id}/comments`: whether a question's comments (open-ended answers, "other" texts) are shown to users. */
  questionComments: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'questions/{id}/comments',
  }),
  /** `GET account/comment-settings`: the session account's comment threshold and masked names. */
  commentSettings: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/comment-settings',
  }),
  /** `PUT account/comment-settings`: sets the comment threshold (at least k, at most 100) and the masked names. */
  commentSettingsSave: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'account/comment-settings',
  }),
} as const;
