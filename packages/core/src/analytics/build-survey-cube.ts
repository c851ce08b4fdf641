import { isIndexTopic } from '../indexes/topic-items';
import { PACKED_BAND_OF_BYTE, PACKED_MEASURE_MAX_ITEMS, WIDE_BAND_OF_BYTE } from './band-table';
import { collectorAnswer, resolveDemographies } from './cube-demographies';
import { layoutTopics } from './cube-topics';
import { layoutUnits } from './cube-units';
import type { SurveyCube } from './survey-cube';
import type {
  CubeAnswerKeyKind,
  CubeInputColumns,
  CubeInputDemography,
  CubeInputRespondent,
  SurveyCubeColumnsInput,
  SurveyCubeInput,
} from './survey-cube-input';

/** A stored answer byte: whole values 1..255 are kept, anything else is no answer (0). */
export function answerByte(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 255 ? value : 0;
}

/** The answer keys a cube reads and how: the items' (answer bytes), then the survey demographies' (values). */
function answerKeysOf(
  itemIndexByAnswerKey: ReadonlyMap<string, number>,
  demographies: readonly CubeInputDemography[],
): Map<string, CubeAnswerKeyKind> {
  const keys = new Map<string, CubeAnswerKeyKind>();
  for (const key of itemIndexByAnswerKey.keys()) keys.set(key, 'item');
  for (const d of demographies) {
    if (d.type !== 'survey') continue;
    for (const key of d.source_codes ?? [d.code]) keys.set(key, 'value');
  }
  return keys;
}

/**
 * The answer keys a date's cube reads from its respondents, and how (`CubeInputColumns`): what a reader that
 * makes the columns itself (the cube thread's, from the database's JSON text) keeps; other keys are ignored.
 */
export function cubeAnswerKeys(
  input: Pick<SurveyCubeInput, 'topics' | 'worker_groups' | 'demographies'>,
): Map<string, CubeAnswerKeyKind> {
  return answerKeysOf(
    layoutTopics(input.topics, input.worker_groups).itemIndexByAnswerKey,
    input.demographies,
  );
}

/** Respondents as columns of the given answer keys (`CubeInputColumns`). */
export function columnsOfRespondents(
  respondents: readonly CubeInputRespondent[],
  keys: ReadonlyMap<string, CubeAnswerKeyKind>,
): CubeInputColumns {
  const n = respondents.length;
  const collectorId = new Int32Array(n);
  const workerGroupId = new Int32Array(n);
  const answers = new Map<string, Uint8Array | Float64Array>();
  const reads: { key: string; kind: CubeAnswerKeyKind; column: Uint8Array | Float64Array }[] = [];
  for (const [key, kind] of keys) {
    const column = kind === 'item' ? new Uint8Array(n) : new Float64Array(n);
    answers.set(key, column);
    reads.push({ key, kind, column });
  }
  for (let r = 0; r < n; r++) {
    const respondent = respondents[r]!;
    collectorId[r] = respondent.collector_id ?? -1;
    workerGroupId[r] = respondent.worker_group_id ?? -1;
    const values = respondent.answers;
    for (const { key, kind, column } of reads) {
      const value = values[key];
      column[r] = kind === 'item' ? answerByte(value) : typeof value === 'number' ? value : Number.NaN;
    }
  }
  return { count: n, collectorId, workerGroupId, answers };
}

/**
 * A measure's items as a disjoint union of earlier measures' (the engagement and satisfaction indexes pool
 * whole topics), or null: its column is then the sum of theirs, with no pass over the answers.
 */
function disjointCover(items: Int32Array, earlier: readonly Int32Array[]): number[] | null {
  const wanted = new Set(items);
  const covered = new Set<number>();
  const parts: number[] = [];
  earlier.forEach((other, j) => {
    if (other.length === 0 || !other.every((i) => wanted.has(i) && !covered.has(i))) return;
    for (const i of other) covered.add(i);
    parts.push(j);
  });
  return covered.size === wanted.size ? parts : null;
}

/** Fills `column` with each respondent's sum of `unit` over its answers to `items`. */
function bandColumn<T extends Uint32Array | Float64Array>(
  column: T,
  answers: Uint8Array,
  itemCount: number,
  items: Int32Array,
  unit: Uint32Array | Float64Array,
): T {
  const count = items.length;
  for (let r = 0, row = 0; r < column.length; r++, row += itemCount) {
    let sum = 0;
    for (let x = 0; x < count; x++) sum += unit[answers[row + items[x]!]!]!;
    column[r] = sum;
  }
  return column;
}

/**
 * Per measure, per respondent its band counts (docs/graphs.md "Through the API"): a structure of arrays, one
 * column per measure, so a graph reads only the measures it shows. A column packs the three counts as
 * `negative | middle << 10 | positive << 20` (`Uint32Array`, a measure of at most 1023 items; the packed columns
 * share one buffer) or, for a wider measure, as `negative + middle · 2^17 + positive · 2^34` (`Float64Array`).
 */
export function measureBandsOf(
  answers: Uint8Array,
  respondentCount: number,
  itemCount: number,
  measures: readonly Int32Array[],
): (Uint32Array | Float64Array)[] {
  const n = respondentCount;
  const packedCount = measures.filter((items) => items.length <= PACKED_MEASURE_MAX_ITEMS).length;
  const packed = new Uint32Array(n * packedCount);
  let next = 0;
  const columns: (Uint32Array | Float64Array)[] = [];
  measures.forEach((items, j) => {
    if (items.length > PACKED_MEASURE_MAX_ITEMS) {
      columns.push(bandColumn(new Float64Array(n), answers, itemCount, items, WIDE_BAND_OF_BYTE));
      return;
    }
    const column = packed.subarray(next * n, ++next * n);
    const parts = disjointCover(items, measures.slice(0, j));
    if (parts === null || parts.length === 0) {
      columns.push(bandColumn(column, answers, itemCount, items, PACKED_BAND_OF_BYTE));
      return;
    }
    // the parts' items are disjoint and their union has at most 1023: the sum of packed words never carries
    for (const p of parts) {
      const part = columns[p] as Uint32Array;
      for (let r = 0; r < n; r++) column[r]! += part[r]!;
    }
    columns.push(column);
  });
  return columns;
}

/** The union of the item columns of the topics that pass `keep`, each once, in topic order. */
function unionItems(
  topics: SurveyCube['topics'],
  keep: (t: SurveyCube['topics'][number]) => boolean,
): Int32Array {
  const items = new Set<number>();
  for (const topic of topics) if (keep(topic)) for (const i of topic.itemIndexes) items.add(i);
  return Int32Array.from(items);
}

/** The item columns of each measure: one per topic (same index), then the engagement and satisfaction indexes. */
export function cubeMeasures(topics: SurveyCube['topics']): Int32Array[] {
  return [
    ...topics.map((t) => t.itemIndexes),
    unionItems(topics, (t) => t.is_commitment),
    unionItems(topics, isIndexTopic),
  ];
}

/**
 * Builds the columnar, in-memory form of one survey date from plain database rows (docs/graphs.md "Through
 * the API").
 */
export function buildSurveyCube(input: SurveyCubeInput | SurveyCubeColumnsInput): SurveyCube {
  const layout = layoutTopics(input.topics, input.worker_groups);
  const columns =
    'columns' in input
      ? input.columns
      : columnsOfRespondents(
          input.respondents,
          answerKeysOf(layout.itemIndexByAnswerKey, input.demographies),
        );
  const n = columns.count;
  const itemCount = layout.items.length;
  const answers = new Uint8Array(n * itemCount);
  const wgIndex = new Map(input.worker_groups.map((g, i) => [g.id, i]));
  const collectorIndex = new Map(input.collectors.map((c, i) => [c.id, i]));
  const workerGroupOf = new Int32Array(n);
  const collectorOf = new Int32Array(n);
  const workerGroupIdOf: (number | undefined)[] = new Array(n);
  for (let r = 0; r < n; r++) {
    const id = columns.collectorId[r]!;
    const c = id < 0 ? -1 : (collectorIndex.get(id) ?? -1);
    collectorOf[r] = c;
    const given = columns.workerGroupId[r]!;
    const wgId = given >= 0 ? given : input.collectors[c]?.worker_group_id;
    workerGroupIdOf[r] = wgId;
    workerGroupOf[r] = wgId == null ? -1 : (wgIndex.get(wgId) ?? -1);
  }
  // an item's answers by each key it is asked under (a respondent answered one of them: only answers are written)
  for (const [key, i] of layout.itemIndexByAnswerKey) {
    const column = columns.answers.get(key);
    if (!column) continue;
    if (column instanceof Uint8Array) {
      for (let r = 0, at = i; r < n; r++, at += itemCount) if (column[r]! !== 0) answers[at] = column[r]!;
    } else {
      for (let r = 0, at = i; r < n; r++, at += itemCount) {
        const byte = answerByte(column[r]);
        if (byte !== 0) answers[at] = byte;
      }
    }
  }
  const demographies = resolveDemographies(
    input.demographies,
    columns,
    collectorOf,
    input.collectors,
    workerGroupIdOf,
  );
  const inputDemographyById = new Map(input.demographies.map((d) => [d.id, d]));
  const { units, unitOfCollector } = layoutUnits(
    input.collectors,
    input.worker_groups,
    demographies,
    (d, c) => {
      const demography = inputDemographyById.get(demographies[d]?.id ?? -1);
      return demography ? collectorAnswer(demography, c) : -1;
    },
  );
  const unitOf = new Int32Array(n);
  for (let r = 0; r < n; r++) unitOf[r] = collectorOf[r]! >= 0 ? unitOfCollector[collectorOf[r]!]! : -1;
  const topics = layout.topics;
  const measures = cubeMeasures(topics);
  return {
    surveyDateId: input.survey_date.id,
    date: input.survey_date.date,
    respondentCount: n,
    items: layout.items,
    itemIndexByCode: layout.itemIndexByCode,
    itemIndexByQuestionId: layout.itemIndexByQuestionId,
    answers,
    workerGroups: input.worker_groups.map((g) => ({ id: g.id, name: g.name })),
    workerGroupOf,
    unitOf,
    units,
    topics,
    topicIndexById: layout.topicIndexById,
    demographies,
    demographyIndexById: new Map(demographies.map((d, i) => [d.id, i])),
    commitmentItems: layout.commitmentItems,
    topicItems: layout.topicItems,
    measureCount: measures.length,
    engagementMeasure: topics.length,
    satisfactionMeasure: topics.length + 1,
    measureBands: measureBandsOf(answers, n, itemCount, measures),
  };
}
