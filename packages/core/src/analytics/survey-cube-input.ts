import type { DemographyAnswer, DemographyType } from '../schemas/demography';
import type { TopicColor } from '../schemas/graph-response';

/** A worker group of the survey date, in display order (spec 1 entities). */
export interface CubeInputWorkerGroup {
  readonly id: number;
  readonly name: string;
}

/** A topic (question group) of one worker group; the list order is the topic order (spec 2 §3). */
export interface CubeInputTopic {
  readonly id: number;
  readonly worker_group_id: number;
  readonly name: string;
  readonly is_commitment: boolean;
  readonly is_calculated_in_index: boolean;
  readonly bg_color: TopicColor | null;
  readonly questions: readonly {
    readonly id: number;
    /** The code items are matched by across dates: the stable code (docs/import.md "Matching across survey dates"). */
    readonly code: string;
    /** The key of its answers in a respondent's answers when it differs from `code` (a copied survey's item). */
    readonly source_code?: string;
    readonly name: string;
  }[];
}

/** A demography with its answers in answer order (spec 2 §3). */
export interface CubeInputDemography {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  /**
   * The keys of a survey-type demography's answers when they differ from `code`: the provider ids of the
   * same question in a copied survey, or in each worker group's own survey of the date.
   */
  readonly source_codes?: readonly string[];
  readonly type: DemographyType;
  readonly order: number;
  /** The worker groups it applies to; empty means every worker group. */
  readonly worker_groups: readonly number[];
  readonly answers: readonly DemographyAnswer[];
}

/** A collector with its collector-demography answers (spec 2 §3). */
export interface CubeInputCollector {
  readonly id: number;
  readonly worker_group_id: number;
  readonly demographies: readonly { readonly demography_id: number; readonly demography_answer_id: number }[];
}

/** One completed response: its collector, its worker group (default: the collector's) and its answers by question code. */
export interface CubeInputRespondent {
  readonly collector_id: number | null;
  readonly worker_group_id?: number | null;
  /** Answer values by item code (`questionId` or `questionId:rowId`), including survey-demography questions. */
  readonly answers: Readonly<Record<string, number | null | undefined>>;
}

/**
 * The respondents column by column: what the cube thread reads from the database's JSON text without making an
 * object per respondent (docs/graphs.md "Through the API"). `answers` has a column for each answer key the cube
 * reads (`cubeAnswerKeys`): an item's holds its answer byte (0 = no answer, as `SurveyCube.answers`), a survey
 * demography's the value itself (NaN = no answer).
 */
export interface CubeInputColumns {
  readonly count: number;
  /** Each respondent's collector id; -1 = none, or one the date does not know. */
  readonly collectorId: Int32Array;
  /** Each respondent's worker group id; -1 = not given (its collector's then applies). */
  readonly workerGroupId: Int32Array;
  readonly answers: ReadonlyMap<string, Uint8Array | Float64Array>;
}

/** How the cube reads an answer key: as an item's answer byte, or as a survey demography's value. */
export type CubeAnswerKeyKind = 'item' | 'value';

/** Everything `buildSurveyCube` needs for one survey date, as plain rows from the database. */
export interface SurveyCubeInput {
  readonly survey_date: { readonly id: number; readonly date: string };
  readonly worker_groups: readonly CubeInputWorkerGroup[];
  readonly topics: readonly CubeInputTopic[];
  readonly demographies: readonly CubeInputDemography[];
  readonly collectors: readonly CubeInputCollector[];
  readonly respondents: readonly CubeInputRespondent[];
}

/** A survey date's input with its respondents as columns (`CubeInputColumns`). */
export type SurveyCubeColumnsInput = Omit<SurveyCubeInput, 'respondents'> & {
  readonly columns: CubeInputColumns;
};
