import type { DemographyAnswer, DemographyType } from '../schemas/demography';
import type { TopicColor } from '../schemas/graph-response';

/** One item column of the answer matrix (graphs.md "Vocabulary"). */
export interface CubeItem {
  readonly code: string;
  readonly name: string;
  /** The background colour of the first topic that lists it. */
  readonly bg_color: TopicColor | null;
}

/** A topic of the date: same-named topics of several worker groups merged, items pooled (graphs.md finer point 6). */
export interface CubeTopic {
  readonly name: string;
  /** The question-group ids merged into it. */
  readonly ids: readonly number[];
  readonly is_commitment: boolean;
  readonly is_calculated_in_index: boolean;
  readonly bg_color: TopicColor | null;
  /** Its item columns, each once, in worker-group then question order. */
  readonly itemIndexes: Int32Array;
  /** Per worker group id of a question group merged into it, the item columns that group was asked (configuration). */
  readonly itemsByWorkerGroup: ReadonlyMap<number, Int32Array>;
}

/** A demography with every respondent's answer resolved once at build (graphs.md "Vocabulary"). */
export interface CubeDemography {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: DemographyType;
  readonly order: number;
  readonly answers: readonly DemographyAnswer[];
  /** Per respondent, the index into `answers`; -1 = left out of breakdowns by it. */
  readonly answerOf: Int16Array;
}

/** A unit: the collectors of one worker group with the same collector-demography answers (graphs.md "Vocabulary"). */
export interface CubeUnit {
  /** Matches the unit across dates: worker group id and collector-demography answers by code and name. */
  readonly key: string;
  readonly workerGroupIndex: number;
  /** Collector-demography answer names by demography order joined with " / " (graphs.md finer point 9). */
  readonly label: string;
  /** Per demography of the cube, the unit's answer index, -1 where it has none. */
  readonly answerIndexes: Int16Array;
}

/**
 * One survey date's respondents in columnar form (docs/graphs.md "Through the API"): a respondents ×
 * items byte matrix (0 = no answer) and typed-array attributes, plus the metadata and lookups
 * precomputed once.
 */
export interface SurveyCube {
  readonly surveyDateId: number;
  /** The survey date as `yyyy-MM-dd`. */
  readonly date: string;
  readonly respondentCount: number;
  readonly items: readonly CubeItem[];
  readonly itemIndexByCode: ReadonlyMap<string, number>;
  readonly itemIndexByQuestionId: ReadonlyMap<number, number>;
  /** Answer values, row-major: `answers[r * items.length + i]`; 0 = no answer, values above 255 are dropped. */
  readonly answers: Uint8Array;
  readonly workerGroups: readonly { readonly id: number; readonly name: string }[];
  /** Per respondent, the index into `workerGroups` (-1 = none). */
  readonly workerGroupOf: Int32Array;
  /** Per respondent, the index into `units` (-1 = no collector). */
  readonly unitOf: Int32Array;
  readonly units: readonly CubeUnit[];
  /** Topics in worker-group order, then topic order. */
  readonly topics: readonly CubeTopic[];
  readonly topicIndexById: ReadonlyMap<number, number>;
  /** Demographies in their order. */
  readonly demographies: readonly CubeDemography[];
  readonly demographyIndexById: ReadonlyMap<number, number>;
  /** Commitment item columns by worker group order, then item order (graphs.md "The graphs"). */
  readonly commitmentItems: Int32Array;
  /** Every topic's items, each once, in worker group, topic and item order (the `total` graph). */
  readonly topicItems: Int32Array;
  /** Measures: one per topic (same index), then the engagement index, then the satisfaction index. */
  readonly measureCount: number;
  readonly engagementMeasure: number;
  readonly satisfactionMeasure: number;
  /**
   * Per measure a column of per-respondent negative/middle/positive answer counts (a structure of arrays): a
   * `Uint32Array` packs them as `negative | middle << 10 | positive << 20` (measures of at most 1023 items, the
   * usual case); a `Float64Array` as `negative + middle · 2^17 + positive · 2^34` (wider measures). See
   * `measureBandsOf`.
   */
  readonly measureBands: readonly (Uint32Array | Float64Array)[];
}
