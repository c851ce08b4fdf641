import { z } from 'zod';
import { zDateTime, zId } from './common';
import { zLanguageCode } from './language';
import { zSurveyDateDay } from './survey-date';

/**
 * Where one recipient of a share stands (docs/api.md "Sharing a date"): waiting in the queue, handed to the SMTP
 * server, refused by it, or opened — the recipient, signed in as themselves, followed the mail's link.
 */
export const SHARE_RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'opened'] as const;
/** Where one recipient of a share stands. */
export const zShareRecipientStatus = z.enum(SHARE_RECIPIENT_STATUSES);
/** Where one recipient of a share stands. */
export type ShareRecipientStatus = z.infer<typeof zShareRecipientStatus>;

/**
 * `POST survey-dates/{id}/shares`: whom to mail — the listed scoped users of the session account, or every one when
 * `user_ids` is absent — whether the mail carries the link of their PDF report (default no), and whether people a
 * share of this date already reached are mailed again (default no).
 */
export const zSurveyDateSharePayload = z.strictObject({
  user_ids: z.array(zId).min(1).max(2000).optional(),
  include_report: z.boolean().default(false),
  resend: z.boolean().default(false),
});
/** What `POST survey-dates/{id}/shares` takes. */
export type SurveyDateSharePayload = z.input<typeof zSurveyDateSharePayload>;

/** What a share was queued with: its id, how many are mailed and how many were left out as already reached. */
export const zSurveyDateShareCreated = z.object({
  status: z.literal('ok'),
  id: zId,
  queued: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
/** What `POST survey-dates/{id}/shares` answers. */
export type SurveyDateShareCreated = z.infer<typeof zSurveyDateShareCreated>;

/** One recipient of a share, as the admin sees them; `smtp_code` is the SMTP server's reply code of a failure. */
export const zShareRecipient = z.object({
  id: zId,
  user_id: zId,
  name: z.string(),
  email: z.string(),
  language: zLanguageCode,
  status: zShareRecipientStatus,
  /** The SMTP reply code of a refused delivery (e.g. 550); null when none was given (no connection) or not failed. */
  smtp_code: z.number().int().nullable(),
  /** A short reason of a failure: `refused`, `unreachable` or `no-template`; null unless failed. */
  failure: z.string().nullable(),
  attempted_at: zDateTime.nullable(),
  opened_at: zDateTime.nullable(),
});
/** One recipient of a share. */
export type ShareRecipient = z.infer<typeof zShareRecipient>;

/** One share of a date: who shared it and when, with or without the report link, and its recipients. */
export const zSurveyDateShare = z.object({
  id: zId,
  created_at: zDateTime,
  created_by: z.string().nullable(),
  include_report: z.boolean(),
  resend: z.boolean(),
  recipients: z.array(zShareRecipient),
});
/** One share of a date. */
export type SurveyDateShare = z.infer<typeof zSurveyDateShare>;

/** A scoped user a date may be shared with; `reached` when a share of the date already mailed them. */
export const zShareCandidate = z.object({
  user_id: zId,
  name: z.string(),
  email: z.string(),
  language: zLanguageCode,
  reached: z.boolean(),
});
/** A scoped user a date may be shared with. */
export type ShareCandidate = z.infer<typeof zShareCandidate>;

/** `GET survey-dates/{id}/shares`: the date, the scoped users it may go to, and its shares, newest first. */
export const zSurveyDateSharesResponse = z.object({
  survey_date: z.object({ id: zId, date: zSurveyDateDay, enabled_for_users: z.boolean() }),
  candidates: z.array(zShareCandidate),
  shares: z.array(zSurveyDateShare),
});
/** What `GET survey-dates/{id}/shares` answers. */
export type SurveyDateSharesResponse = z.infer<typeof zSurveyDateSharesResponse>;

/** `POST survey-date-shares/open`: the token of the link the signed-in recipient followed. */
export const zShareOpenPayload = z.strictObject({ token: z.string().min(16).max(200) });
/** What `POST survey-date-shares/open` takes. */
export type ShareOpenPayload = z.infer<typeof zShareOpenPayload>;

/** The shared date the link was about, and whether the mail carried the report link. */
export const zShareOpenResponse = z.object({
  survey_date_id: zId,
  date: zSurveyDateDay,
  include_report: z.boolean(),
});
/** What `POST survey-date-shares/open` answers. */
export type ShareOpenResponse = z.infer<typeof zShareOpenResponse>;
