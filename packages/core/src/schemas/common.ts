import { z } from 'zod';

/** A database id: a positive whole number. */
export const zId = z.number().int().positive();
/** A database id. */
export type Id = z.infer<typeof zId>;

/** A path parameter id: the server receives text and coerces it; the client passes a number. */
export const zIdParam = z.coerce.number().int().positive();

/** Path parameters of the calls addressed by one `{id}`. */
export const zIdParams = z.object({ id: zIdParam });

/**
 * The query of the lists of data names (worker groups, demographies, topics): `names=display` names them in the
 * request's language with the account's texts, for showing (docs/i18n.md "Data names"); without it, the stored
 * names an edit form saves back.
 */
export const zDataNamesQuery = z.object({ names: z.enum(['stored', 'display']).optional() });
/** The query of the lists of data names. */
export type DataNamesQuery = z.infer<typeof zDataNamesQuery>;
/** Path parameters of the calls addressed by one `{id}`. */
export type IdParams = z.output<typeof zIdParams>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written as `yyyy-MM-dd`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as `yyyy-MM-dd` (the survey date storage format, spec 1 §9). */
export const zIsoDate = z.string().refine(isIsoDate, { message: 'Expected a date as yyyy-MM-dd' });
/** A calendar day as `yyyy-MM-dd`. */
export type IsoDate = z.infer<typeof zIsoDate>;

/** A date-time as an ISO 8601 string with a time zone offset or `Z`. */
export const zDateTime = z.iso.datetime({ offset: true });
/** A date-time as an ISO 8601 string. */
export type DateTime = z.infer<typeof zDateTime>;

const DATA_URL = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*(?:;base64)?,/;

/** A file read in the browser as a data URL (spec 2 §3 upload payloads, §5 invalid-file rule). */
export const zDataUrl = z.string().regex(DATA_URL, { message: 'Expected a data URL' });
/** A file as a data URL. */
export type DataUrl = z.infer<typeof zDataUrl>;

/** An uploaded file part: a `Blob`/`File`, or a data URL sent as a text field. */
export const zUploadFile = z.union([z.instanceof(Blob), zDataUrl]);
/** An uploaded file part. */
export type UploadFile = z.infer<typeof zUploadFile>;

/** The multipart body of the upload calls (spec 1 §7): one `file` part. */
export const zFileUploadPayload = z.object({ file: zUploadFile });
/** The multipart body of the upload calls. */
export type FileUploadPayload = z.infer<typeof zFileUploadPayload>;

/** The answer of calls whose spec answer is only a toast or a reload. */
export const zOkResponse = z.object({ status: z.literal('ok') });
/** The answer of calls whose spec answer is only a toast or a reload. */
export type OkResponse = z.infer<typeof zOkResponse>;

/** The answer of a create call: the new row's id. */
export const zCreatedResponse = z.object({ status: z.literal('ok'), id: zId });
/** The answer of a create call. */
export type CreatedResponse = z.infer<typeof zCreatedResponse>;

/** The answer that hands out a fresh session token (`status, token`, spec 1 §7). */
export const zStatusTokenResponse = z.object({ status: z.literal('ok'), token: z.string().min(1) });
/** The answer that hands out a fresh session token. */
export type StatusTokenResponse = z.infer<typeof zStatusTokenResponse>;

/** The payload of the `set-enabled` calls (spec 1 §7). */
export const zSetEnabledPayload = z.object({ enabled: z.boolean() });
/** The payload of the `set-enabled` calls. */
export type SetEnabledPayload = z.infer<typeof zSetEnabledPayload>;

/** An empty payload (`POST … | empty` in the specs). */
export const zEmptyPayload = z.object({});
/** An empty payload. */
export type EmptyPayload = z.infer<typeof zEmptyPayload>;
