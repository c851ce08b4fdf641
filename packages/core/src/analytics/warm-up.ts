import { graphQuery } from '../graph/graph-query-builder';
import type { GraphFilter } from '../schemas/graph-query';
import { CHART_GRAPH_SLUGS } from '../schemas/graph-slugs';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { decodeCubeSnapshot, encodeCubeSnapshot } from './cube-snapshot';
import { adoptPrivacyPattern, privacyPatternOf } from './privacy/privacy-pattern';
import type { SurveyCube } from './survey-cube';
import type { SurveyCubeInput } from './survey-cube-input';

/** Worker groups, topics, demographies and answers of the made-up company (small, but every kind there is). */
const GROUPS = [1, 2];
const TOPICS_PER_GROUP = 4;
const ITEMS_PER_TOPIC = 3;
const DEMOGRAPHIES = 4;
const ANSWERS = 4;
const COLLECTORS = 12;

/**
 * A made-up company of one date (deterministic): two worker groups with four topics of three items each (the first
 * the engagement topic), two collector and two survey demographies of three answers and "no answer", and
 * `respondents` people with every fifteenth answer skipped.
 */
function madeUpCompany(dateId: number, respondents: number): SurveyCubeInput {
  let seed = dateId * 7_919;
  const pick = (n: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 8) % n;
  };
  const demographyId = (d: number) => dateId * 100 + d;
  const answerId = (d: number, a: number) => dateId * 1_000 + d * 10 + a;
  const topics = GROUPS.flatMap((group) =>
    Array.from({ length: TOPICS_PER_GROUP }, (_, t) => ({
      id: dateId * 1_000 + group * 100 + t,
      worker_group_id: group,
      name: `T${t}`,
      is_commitment: t === 0,
      is_calculated_in_index: true,
      bg_color: null,
      questions: Array.from({ length: ITEMS_PER_TOPIC }, (_, q) => ({
        id: dateId * 100_000 + group * 10_000 + t * 100 + q,
        code: `G${group}Q${t * ITEMS_PER_TOPIC + q}`,
        name: `Q${t * ITEMS_PER_TOPIC + q}`,
      })),
    })),
  );
  const demographies = Array.from({ length: DEMOGRAPHIES }, (_, d) => ({
    id: demographyId(d),
    name: `D${d}`,
    code: `D${d}`,
    type: d < 2 ? ('collector' as const) : ('survey' as const),
    order: d,
    worker_groups: [],
    answers: Array.from({ length: ANSWERS }, (_, a) => ({
      id: answerId(d, a),
      name: `A${a}`,
      value: a + 1,
      no_answer: a === ANSWERS - 1,
    })),
  }));
  const collectors = Array.from({ length: COLLECTORS }, (_, c) => ({
    id: dateId * 1_000 + c,
    worker_group_id: GROUPS[c % GROUPS.length]!,
    demographies: [0, 1].map((d) => ({
      demography_id: demographyId(d),
      demography_answer_id: answerId(d, pick(3)),
    })),
  }));
  return {
    survey_date: { id: dateId, date: `2020-0${dateId}-01` },
    worker_groups: GROUPS.map((id) => ({ id, name: `W${id}` })),
    topics,
    demographies,
    collectors,
    respondents: Array.from({ length: respondents }, (_, r) => {
      const collector = collectors[pick(COLLECTORS)]!;
      const answers: Record<string, number> = {};
      for (const topic of topics) {
        if (topic.worker_group_id !== collector.worker_group_id) continue;
        for (const question of topic.questions)
          if ((r + question.id) % 15 !== 0) answers[question.code] = 1 + pick(6);
      }
      for (let d = 2; d < DEMOGRAPHIES; d++) answers[`D${d}`] = 1 + pick(ANSWERS);
      return { collector_id: collector.id, answers };
    }),
  };
}

/**
 * Runs the engine once through what a cold graph request runs — a cube built, written to and read from a snapshot,
 * its privacy pattern computed, encoded and adopted by the read copy, then every chart graph without a filter, with
 * a demography filter and with a worker-group filter over two dates — on a made-up company of `respondents` a date.
 * A fresh process runs these functions for the first time on its first real graph, interpreted, and answered it in
 * about three times the time of a later cold one (docs/graphs.md "Cold reads"); the server calls this before it
 * listens. Returns how many graphs it computed and how many it could not (a graph that fails is counted, not
 * thrown; `warm-up.test.ts` holds the count at none).
 */
export function warmUpEngine(respondents = 600): { computed: number; failed: number } {
  const k = 5;
  const cubes: SurveyCube[] = [1, 2].map((dateId) => {
    const built = buildSurveyCube(madeUpCompany(dateId, respondents));
    const read = decodeCubeSnapshot(encodeCubeSnapshot(built));
    adoptPrivacyPattern(read, k, privacyPatternOf(built, k).encode());
    return read;
  });
  const newest = cubes[1]!;
  const dates = cubes.map((cube) => cube.surveyDateId);
  const demography = newest.demographies[2]!;
  const filters: GraphFilter[][] = [
    [],
    [
      {
        type: 'demography',
        demography_id: demography.id,
        demography_answer_ids: [demography.answers[0]!.id],
      },
    ],
    [{ type: 'worker_group', worker_group_ids: [GROUPS[0]!] }],
  ];
  let computed = 0;
  let failed = 0;
  for (const slug of CHART_GRAPH_SLUGS) {
    for (const filter of filters) {
      const request = graphQuery(slug)
        // newest first: the builder keeps as many dates as the graph takes (its definition's maxDates)
        .dates([...dates].reverse())
        .demography(newest.demographies[0]!.id)
        .topic(newest.topics[1]!.ids[0]!)
        .filters(filter)
        .compile();
      if (!request) {
        failed++;
        continue;
      }
      try {
        computeGraph(request, cubes, { language: 'hu', minGroupSize: k });
        computed++;
      } catch {
        // a query this made-up company cannot answer warms what it ran up to there; nothing else depends on it
        failed++;
      }
    }
  }
  return { computed, failed };
}
