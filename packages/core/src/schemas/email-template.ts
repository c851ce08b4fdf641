import { z } from 'zod';
import { zId } from './common';

/** An e-mail template (spec 2 §3). */
export const zEmailTemplate = z.object({
  id: zId,
  name: z.string(),
  slug: z.string(),
  subject: z.string(),
  sender_name: z.string(),
  sender_email: z.string(),
  content: z.string(),
});
/** An e-mail template. */
export type EmailTemplate = z.infer<typeof zEmailTemplate>;

/** The answer of `GET email-templates` (spec 2 §7). */
export const zEmailTemplatesResponse = z.object({ email_templates: z.array(zEmailTemplate) });
/** The answer of the e-mail template list. */
export type EmailTemplatesResponse = z.infer<typeof zEmailTemplatesResponse>;

/** The `POST email-templates/{id}` payload; name and slug are read-only and sent back as they are (spec 2 §2, §7). */
export const zEmailTemplateUpdatePayload = z.object({
  name: z.string(),
  slug: z.string(),
  subject: z.string().trim().min(1),
  content: z.string().min(1),
  sender_name: z.string().trim().min(1),
  sender_email: z.string().trim().min(1).max(254),
});
/** The e-mail template update payload. */
export type EmailTemplateUpdatePayload = z.infer<typeof zEmailTemplateUpdatePayload>;
