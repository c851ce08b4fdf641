import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { attachmentDisposition } from '../../services/file-names';
import { domainPlugin } from '../domain-plugin';
import { graphServicesOf } from '../graphs/graphs.service';
import { CommentDataCache } from './comment-data';
import { listCommentThemes } from './comment-themes.service';
import { exportComments } from './comments-export.service';
import { setShowComments } from './comments.queries';
import {
  type CommentServices,
  commentIdKey,
  commentSettings,
  hideComment,
  listComments,
  updateCommentSettings,
} from './comments.service';

/**
 * The comments domain (docs/api.md "Comments", docs/privacy.md "Comments"): a population's comments under the
 * graphs' access rules and the comment rules, the admin's hide, the show-comments switch and the account's comment
 * settings. Registered after the graphs domain, whose services (k, scopes) it reads.
 */
async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const services: CommentServices = {
    graphs: graphServicesOf(app),
    data: new CommentDataCache(),
    idKey: commentIdKey(app.env.JWT_SECRET),
  };

  registerRoute(app, routes.commentsList, async ({ query, auth, accountId }) =>
    listComments(services, auth, accountId, query),
  );

  registerRoute(app, routes.commentsThemes, async ({ query, auth, accountId }) =>
    listCommentThemes(services, auth, accountId, query),
  );

  // a ticket download: the ticket's redemption records it in the audit log (routing.ts)
  registerRoute(app, routes.commentsXlsx, async ({ params, query, auth, accountId, reply }) => {
    const { file, date, language } = await exportComments(services, auth, accountId, params.id, query);
    const name = `${language === 'en' ? 'comments' : 'megjegyzesek'}-${date}-${query.question_id}.xlsx`;
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachmentDisposition(name))
      .header('Cache-Control', 'no-store')
      .send(file);
  });

  registerRoute(app, routes.commentsHide, async ({ params, body, auth, accountId, request }) => {
    await hideComment(services, auth, accountId, params.commentId, body);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'comment-hidden',
      detail: JSON.stringify({
        survey_date_id: body.survey_date_id,
        question_id: body.question_id,
        comment_id: params.commentId,
        reason: body.reason,
      }),
    });
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.questionComments, async ({ params, body, accountId, request }) => {
    if (!(await setShowComments(db, accountId, params.id, body.show_comments)))
      throw new AppError('not-found');
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'comment-settings-updated',
      detail: JSON.stringify({ question_id: params.id, show_comments: body.show_comments }),
    });
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.commentSettings, async ({ accountId }) => commentSettings(services, accountId));

  registerRoute(app, routes.commentSettingsSave, async ({ body, accountId, request }) => {
    const saved = await updateCommentSettings(services, accountId, body);
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'comment-settings-updated',
      detail: JSON.stringify({
        comment_min_group_size: saved.comment_min_group_size,
        masked_names: saved.masked_names.length,
      }),
    });
    return saved;
  });
}

/** The comments domain as a named plugin: it records hides and settings in the audit log; its xlsx is a ticket download. */
export const commentsDomain = domainPlugin(commentsRoutes, 'comments', ['audit', 'downloadTickets']);
