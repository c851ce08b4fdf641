import { isIndexTopic } from '../indexes/topic-items';
import { BAND_OF_BYTE } from './band-table';
import { collectorAnswer, resolveDemographies } from './cube-demographies';
import { layoutTopics } from './cube-topics';
import { layoutUnits } from './cube-units';
import type { SurveyCube } from './survey-cube';
import type { SurveyCubeInput } from './survey-cube-input';

/** A stored answer byte: whole values 1..255 are kept, anything else is no answer (0). */
function answerByte(value: number | null | undefined): number {
  return value != null && Number.isInteger(value) && value >= 1 && value <= 255 ? value : 0;
}

/** Per respondent and measure, the band counts of its answers to the measure's items (precomputed once). */
export function measureBandsOf(
  answers: Uint8Array,
  respondentCount: number,
  itemCount: number,
  measures: readonly Int32Array[],
): Uint16Array {
  const m = measures.length;
  const bands = new Uint16Array(respondentCount * m * 3);
  for (let r = 0; r < respondentCount; r++) {
    const row = r * itemCount;
    for (let j = 0; j < m; j++) {
      const items = measures[j]!;
      const base = (r * m + j) * 3;
      for (let x = 0; x < items.length; x++) {
        const band = BAND_OF_BYTE[answers[row + items[x]!]!]!;
        if (band >= 0) bands[base + band]!++;
      }
    }
  }
  return bands;
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
export function buildSurveyCube(input: SurveyCubeInput): SurveyCube {
  const layout = layoutTopics(input.topics, input.worker_groups);
  const n = input.respondents.length;
  const itemCount = layout.items.length;
  const answers = new Uint8Array(n * itemCount);
  const wgIndex = new Map(input.worker_groups.map((g, i) => [g.id, i]));
  const collectorIndex = new Map(input.collectors.map((c, i) => [c.id, i]));
  const workerGroupOf = new Int32Array(n);
  const collectorOf = new Int32Array(n);
  const workerGroupIdOf: (number | undefined)[] = new Array(n);
  input.respondents.forEach((respondent, r) => {
    const c = respondent.collector_id == null ? -1 : (collectorIndex.get(respondent.collector_id) ?? -1);
    collectorOf[r] = c;
    const wgId = respondent.worker_group_id ?? input.collectors[c]?.worker_group_id;
    workerGroupIdOf[r] = wgId ?? undefined;
    workerGroupOf[r] = wgId == null ? -1 : (wgIndex.get(wgId) ?? -1);
    const row = r * itemCount;
    for (const [code, value] of Object.entries(respondent.answers)) {
      const i = layout.itemIndexByAnswerKey.get(code);
      if (i !== undefined) answers[row + i] = answerByte(value);
    }
  });
  const demographies = resolveDemographies(
    input.demographies,
    input.respondents,
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
