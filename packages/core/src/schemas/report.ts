import { z } from 'zod';
import { LANGUAGE_CODES } from './language-codes';
import { zId } from './common';
import { zDemography } from './demography';
import { zGraphDataRequest, zGraphFilter } from './graph-query';
import { zGraphResponse } from './graph-response';
import { zParticipationCollector } from './participation';
import { zTopic } from './question';

/** The file formats of a report (docs/reports.md). */
export const REPORT_FORMATS = ['pdf', 'pptx'] as const;
/** A report's file format. */
export const zReportFormat = z.enum(REPORT_FORMATS);
/** A report's file format. */
export type ReportFormat = z.infer<typeof zReportFormat>;

/**
 * `POST reports`: one survey date, up to two earlier dates to compare with, the filters of the graph
 * sidebar, the format and the language (docs/reports.md "The API"). A graph takes as many dates as its
 * row of the graph definition table allows, the first ones first.
 */
export const zReportRequest = z.strictObject({
  survey_date_id: zId,
  compare_survey_date_ids: z.array(zId).max(2).default([]),
  filters: z.array(zGraphFilter).max(20).default([]),
  format: zReportFormat,
  language: z.enum(LANGUAGE_CODES),
});
/** `POST reports` body, as sent. */
export type ReportRequestInput = z.input<typeof zReportRequest>;
/** `POST reports` body, as parsed. */
export type ReportRequest = z.output<typeof zReportRequest>;

/** Where a report job is: waiting for its turn, being built, ready to download, or failed. */
export const REPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * `GET reports/{id}` (and `POST reports`): the job's state and its progress 0–100; once done, its file
 * opens with a download ticket (`POST download-tickets` for `report-file` and the job's id).
 */
export const zReportJob = z.object({
  id: zId,
  state: z.enum(REPORT_STATES),
  progress: z.number().int().min(0).max(100),
  format: zReportFormat,
  /** The catalogue code of a failed job. */
  error: z.string().optional(),
});
/** A report job's state. */
export type ReportJob = z.infer<typeof zReportJob>;

/** One graph of a report: the query the report ran and `POST graph/data`'s answer to it, unchanged. */
export const zReportGraph = z.object({
  slug: z.string(),
  title: z.string(),
  /** The account's explanation of the graph in the report's language (graph settings), or null. */
  explanation: z.string().nullable(),
  request: zGraphDataRequest,
  response: zGraphResponse,
  /** The date's topics (names and colours), for graphs whose bars are coloured by topic: their legend. */
  topics: z.array(zTopic.pick({ name: true, bg_color: true })).optional(),
  /** The selections that made the query: the demography and topic names shown under the title. */
  selection: z.array(z.string()),
});
/** One graph of a report. */
export type ReportGraph = z.infer<typeof zReportGraph>;

/** A participation table's demography, as the participation page draws it. */
const zReportDemography = zDemography.pick({ id: true, name: true, type: true, order: true, answers: true });

/**
 * What the report page draws (docs/reports.md "Privacy"): every number is a `POST graph/data` or
 * `POST graph/participation-rate` answer for the same caller; the page computes nothing.
 */
export const zReportData = z.object({
  language: z.enum(LANGUAGE_CODES),
  account_name: z.string(),
  survey_date: z.object({ id: zId, date: z.string() }),
  compare_dates: z.array(z.object({ id: zId, date: z.string() })),
  generated_at: z.string(),
  /** The filters' texts ("Unit: Sales"), empty without filters. */
  filters: z.array(z.string()),
  /** The participation table's rows, or null when the graph is disabled for the caller. */
  participation: z
    .object({
      collectors: z.array(zParticipationCollector),
      demographies: z.array(zReportDemography),
      worker_groups: z.array(z.object({ id: zId, name: z.string() })),
      explanation: z.string().nullable(),
    })
    .nullable(),
  graphs: z.array(zReportGraph),
  /** Enabled graphs that could not be formed for this selection (e.g. they take no filters). */
  skipped: z.array(z.object({ slug: z.string(), title: z.string(), reason: z.string() })),
  /** The catalogue in the report's language with the account's overrides (graph texts). */
  texts: z.record(z.string(), z.string()),
});
/** What the report page draws. */
export type ReportData = z.infer<typeof zReportData>;
