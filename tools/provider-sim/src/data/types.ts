/** Response statuses of the provider (provider-api §3.7). */
export type ResponseStatus = 'completed' | 'partial' | 'overquota' | 'disqualified';

/** One answer choice of a question (provider-api §3.4). */
export interface ChoiceRecord {
  id: string;
  text: string;
  position: number;
  visible: boolean;
  weight?: number;
}

/** One row of a matrix question (provider-api §3.4). */
export interface RowRecord {
  id: string;
  text: string;
  position: number;
  visible: boolean;
}

/** The "other" option of a choice question; an object in GET answers (provider-api §3.4). */
export interface OtherRecord {
  id: string;
  text: string;
  position: number;
  visible: boolean;
  is_answer_choice: boolean;
  apply_all_rows: boolean;
  num_chars: number;
  num_lines: number;
  error_text: string;
}

/** A question of the survey design, stored without hrefs (they depend on the simulator URL). */
export interface QuestionRecord {
  id: string;
  position: number;
  visible: boolean;
  family: 'single_choice' | 'matrix' | 'open_ended';
  subtype: string;
  heading: string;
  choices: ChoiceRecord[];
  rows: RowRecord[];
  other: OtherRecord | null;
  required: { text: string; type: string; amount: string } | null;
}

/** A page of the survey design. */
export interface PageRecord {
  id: string;
  title: string;
  description: string;
  position: number;
  questions: QuestionRecord[];
}

/** A collector (here: a web link per organisational unit) (provider-api §3.6). */
export interface CollectorRecord {
  id: string;
  survey_id: string;
  name: string;
  type: 'weblink' | 'email';
  status: 'open' | 'closed';
  url: string;
  date_created: number;
  date_modified: number;
  /** The value passed as the `egyseg` custom variable by this collector's link. */
  unit_code: string;
}

/**
 * One respondent's submission, stored compactly: `cells[i]` answers the i-th answer slot of
 * the survey (see `answerSlots`), 0 = unanswered, k = the k-th choice, `OTHER_CELL` = the other box.
 */
export interface ResponseRecord {
  id: string;
  survey_id: string;
  collector_id: string;
  response_status: ResponseStatus;
  date_created: number;
  date_modified: number;
  total_time: number;
  ip_address: string;
  custom_variables: Record<string, string>;
  cells: Uint8Array;
  /** Free texts by question id: essay answers and "other" texts. */
  texts: Map<string, string>;
}

/** A survey with its design, collectors and responses; dates are epoch milliseconds. */
export interface SurveyRecord {
  id: string;
  title: string;
  nickname: string;
  language: string;
  category: string;
  folder_id: string;
  date_created: number;
  date_modified: number;
  custom_variables: Record<string, string>;
  pages: PageRecord[];
  collectors: CollectorRecord[];
  responses: ResponseRecord[];
}

/** A matrix statement whose wording changed in a copied survey: the source's text and the copy's. */
export interface RewordedStatement {
  from: string;
  to: string;
}

/**
 * What one copied survey changed against the survey it was copied from (`DatasetOptions.copies`).
 * Every statement of the source that is neither reworded nor removed is in the copy with the same
 * text, page and position, under new ids.
 */
export interface SurveyCopyLog {
  /** Index of the copy in `Dataset.surveys` (oldest first, so at least 1); its source is the survey before it. */
  surveyIndex: number;
  /** Provider id of the survey it was copied from. */
  sourceSurveyId: string;
  /** Provider id of the copy. */
  surveyId: string;
  /** Statements reworded in the copy (same page and position), in page and position order. */
  reworded: RewordedStatement[];
  /** Statements new in the copy, appended to existing topic pages, in page and position order. */
  added: string[];
  /** Statements of the source left out of the copy, in page and position order. */
  removed: string[];
}

/** Everything the simulator serves for its one account. */
export interface Dataset {
  surveys: SurveyRecord[];
  /** In copy mode only (`DatasetOptions.copies`): what each copied survey changed, one entry per copy. */
  copyLog?: SurveyCopyLog[];
}

/** Cell value meaning "the respondent typed into the other box" (text in `texts`). */
export const OTHER_CELL = 255;
