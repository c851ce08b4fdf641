import { isValidEmail, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import {
  accountHasLanguage,
  findTemplate,
  listTemplates,
  saveAccountTemplate,
  updateTemplate,
} from './email.queries';

const invalid = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/**
 * E-mail template calls (spec 2 §2, §7). Without a session account an admin edits the defaults;
 * with one, the account's own templates, which start as copies of the defaults when first saved.
 */
export async function emailDomain(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.emailTemplatesList, async ({ auth }) => {
    const rows = await listTemplates(app.database.db, auth.accountId);
    return {
      email_templates: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        subject: r.subject,
        sender_name: r.sender_name,
        sender_email: r.sender_email,
        content: r.content,
      })),
    };
  });

  registerRoute(app, routes.emailTemplatesUpdate, async ({ params, body, auth }) => {
    const db = app.database.db;
    const accountId = auth.accountId;
    const template = await findTemplate(db, params.id);
    // another account's template is the same 404 as a missing one
    if (!template || (template.account_id !== null && template.account_id !== accountId)) {
      throw new AppError('not-found');
    }
    const senderEmail = body.sender_email.trim();
    if (!isValidEmail(senderEmail)) throw invalid('sender_email', 'Invalid email');
    // a password mail without its link is useless (spec 1 §7)
    if (!/\{\{\s*link\s*\}\}/.test(body.content))
      throw invalid('content', 'The {{link}} placeholder is required');
    // name and slug are read-only (spec 2 §2): the body's copies are ignored
    const edit = {
      subject: body.subject,
      content: body.content,
      sender_name: body.sender_name,
      sender_email: senderEmail,
    };
    if (accountId === null || template.account_id !== null) {
      await updateTemplate(db, template.id, edit);
    } else {
      if (!(await accountHasLanguage(db, accountId, template.language_id))) throw new AppError('not-found');
      await saveAccountTemplate(db, accountId, template, edit);
    }
    return { status: 'ok' as const };
  });
}
