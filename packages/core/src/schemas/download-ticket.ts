import { z } from 'zod';
import { zId } from './common';
import { zLanguageCode } from './language';

/**
 * What a download ticket opens: the collectors sample xlsx and the participation xlsx (id: survey
 * date), the graph excel export (id: the graph's latest survey date), the translations csv (id: account),
 * a finished report (id: its job, docs/reports.md), a population's comments (id: survey date, docs/comments.md).
 */
export const DOWNLOAD_RESOURCES = [
  'collectors-xlsx',
  'participation-xlsx',
  'graph-excel-export',
  'translations-csv',
  'audit-log-csv',
  'report-file',
  'comments-xlsx',
] as const;

/** A download resource. */
export const zDownloadResource = z.enum(DOWNLOAD_RESOURCES);
/** A download resource. */
export type DownloadResource = z.infer<typeof zDownloadResource>;

/** The `POST download-tickets` payload. */
export const zDownloadTicketPayload = z.object({ resource: zDownloadResource, id: zId });
/** The `POST download-tickets` payload. */
export type DownloadTicketPayload = z.infer<typeof zDownloadTicketPayload>;

/** The answer of `POST download-tickets`: a single-use, short-lived ticket for `?t=`. */
export const zDownloadTicketResponse = z.object({ ticket: z.string().min(16) });
/** The answer of `POST download-tickets`. */
export type DownloadTicketResponse = z.infer<typeof zDownloadTicketResponse>;

/**
 * The query of a ticket download: `?t={ticket}`, never the session token (spec 2 §7), and the page's
 * language (`lang`, hu or en), which a navigation cannot send as X-Pulzus-Language (docs/api.md
 * "Language of an answer").
 */
export const zTicketQuery = z.object({ t: z.string().min(16), lang: zLanguageCode.optional() });
/** The query of a ticket download. */
export type TicketQuery = z.infer<typeof zTicketQuery>;

/** The query of the participation xlsx: the ticket, and optionally one worker group (spec 2 §2). */
export const zParticipationXlsxQuery = zTicketQuery.extend({
  worker_group_id: z.coerce.number().int().positive().optional(),
});
/** The query of the participation xlsx. */
export type ParticipationXlsxQuery = z.output<typeof zParticipationXlsxQuery>;
