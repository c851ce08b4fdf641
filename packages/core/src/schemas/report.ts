import { z } from 'zod';
import { LANGUAGE_CODES } from './language-codes';
import { zId } from './common';
import { zDemography } from './demography';
import { zGraphDataRequest, zGraphFilter } from './graph-query';
import { zGraphResponse, zTopicColor } from './graph-response';
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

/** A value the results home reads off a graph answer (core's results-home readings), unchanged. */
const zSummaryValue = z.object({
  name: z.string(),
  value: z.number().nullable(),
  withheld: z.boolean(),
  color: zTopicColor.nullable(),
});
/** A value with its change since the previous date, as the engine judged it. */
const zSummaryChange = zSummaryValue.extend({
  change: z.number().nullable(),
  meaningful: z.boolean().nullable(),
});

/**
 * The executive summary (docs/reports.md "Executive summary"): the results home's readings of the graph
 * answers its tiles ask for (`homeTileQueries`), and the key drivers' priorities read off the report's
 * own key-drivers answer. Every number is a `POST graph/data` value; nothing is computed for it.
 */
export const zReportSummary = z.object({
  /** The engagement index of the report's date with its change (`engagementHeadline`), null when not there. */
  headline: zSummaryChange
    .extend({ dateLabel: z.string(), previousDateLabel: z.string().nullable() })
    .nullable(),
  /** The participation tile's totals (`participationSummary`); null with a demography filter or without the graph. */
  participation: z
    .object({
      headcount: z.number().int().nonnegative(),
      respondent_count: z.number().int().nonnegative(),
      completion: z.number().nullable(),
    })
    .nullable(),
  /** The three highest index topics (`topicRanking`), highest first. */
  strongest: z.array(zSummaryValue),
  /** The three lowest index topics, lowest first; never one of the strongest. */
  weakest: z.array(zSummaryValue),
  /** The largest meaningful changes (`largestMeaningfulChanges`), largest first. */
  changes: z.array(zSummaryChange),
  /** Whether the trends answer had a previous date to compare with. */
  hasPreviousDate: z.boolean(),
  /** The key drivers' priorities (topics: high impact, low score), highest impact first; at most three. */
  priorities: z.array(
    z.object({ name: z.string(), score: z.number().nullable(), impact: z.number().nullable() }),
  ),
});
/** The executive summary of a report. */
export type ReportSummary = z.infer<typeof zReportSummary>;

/**
 * The population a filtered report covers, as its graph answers count it (`graph_meta.worker_count` of
 * the report's date): the respondents, or null with why (docs/privacy.md: "fewer than k").
 */
export const zReportPopulation = z.object({
  respondents: z.number().int().nonnegative().nullable(),
  hidden: z.enum(['fewer-than-k', 'privacy']).nullable(),
  k: z.number().int().positive().nullable(),
});
/** The population a filtered report covers. */
export type ReportPopulation = z.infer<typeof zReportPopulation>;

/**
 * One shown open-ended question in a report's comments section (docs/reports.md "Comments"): its themes and a few
 * example comments of the report's population, as `GET comments/themes` and `GET comments` give them; or, when
 * the comment rules withhold the population, only why (`left_out`: a comment withheld reason or `answer-filter`).
 */
export const zReportCommentQuestion = z.object({
  question_id: zId,
  question: z.string(),
  left_out: z.string().nullable(),
  /** The comment threshold in force, for the reason's text. */
  threshold: z.number().int().positive(),
  total: z.number().int().nonnegative().nullable(),
  themes: z.array(
    z.object({ label: z.string(), count: z.number().int().nonnegative(), share: z.number().min(0).max(1) }),
  ),
  /** The example comments: opaque id (as `GET comments` gives it) and masked text. */
  examples: z.array(z.object({ id: z.string(), text: z.string() })),
});
/** One question of a report's comments section. */
export type ReportCommentQuestion = z.infer<typeof zReportCommentQuestion>;

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
  /** The time zone the report's times are written in (an IANA name; Europe/Budapest by default). */
  time_zone: z.string().optional(),
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
  /** The executive summary after the cover; null when the report's filters are not the results home's. */
  summary: zReportSummary.nullable().optional(),
  /**
   * With filters, the filtered population as the graph answers count it; the cover shows it instead of the
   * company's participation totals. Null without filters.
   */
  population: zReportPopulation.nullable().optional(),
  graphs: z.array(zReportGraph),
  /** The comments section: each open-ended question whose comments are shown to users; absent or empty: none. */
  comments: z.array(zReportCommentQuestion).optional(),
  /** Enabled graphs that could not be formed for this selection (e.g. they take no filters). */
  skipped: z.array(z.object({ slug: z.string(), title: z.string(), reason: z.string() })),
  /** The catalogue in the report's language with the account's overrides (graph texts). */
  texts: z.record(z.string(), z.string()),
});
/** What the report page draws. */
export type ReportData = z.infer<typeof zReportData>;
