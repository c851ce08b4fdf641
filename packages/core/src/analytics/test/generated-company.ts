import type { CubeInputDemography, CubeInputTopic, SurveyCubeInput } from '../survey-cube-input';

/** A small seeded PRNG (mulberry32), so generated data (and generated queries) are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The graphs benchmark's shape (bench/graphs.ts): `respondents` × `items` answers, two worker groups,
 * six demographies (three collector-type, three survey-type), ten topics per worker group;
 * deterministic for a seed.
 */
export function generatedCompany(
  dateId: number,
  date: string,
  respondents = 20_000,
  items = 80,
  seed = 1,
): SurveyCubeInput {
  const random = prng(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const worker_groups = [
    { id: 1, name: 'Office' },
    { id: 2, name: 'Plant' },
  ];
  const perTopic = items / 10;
  const topics: CubeInputTopic[] = worker_groups.flatMap((g) =>
    Array.from({ length: 10 }, (_, t) => ({
      id: dateId * 1000 + g.id * 100 + t,
      worker_group_id: g.id,
      name: t === 0 ? 'Engagement' : `Topic ${t}`,
      is_commitment: t === 0,
      is_calculated_in_index: t < 8,
      bg_color: null,
      questions: Array.from({ length: perTopic }, (_, q) => ({
        id: dateId * 100_000 + g.id * 10_000 + t * 100 + q,
        code: `Q${t * perTopic + q}`,
        name: `Question ${t * perTopic + q}`,
      })),
    })),
  );
  const demographies: CubeInputDemography[] = Array.from({ length: 6 }, (_, d) => ({
    id: dateId * 100 + d,
    name: `Demography ${d}`,
    code: `D${d}`,
    type: d < 3 ? 'collector' : 'survey',
    order: d,
    worker_groups: [],
    answers: Array.from({ length: 4 }, (_, a) => ({
      id: dateId * 1000 + d * 10 + a,
      name: a === 3 ? 'No answer' : `Answer ${a}`,
      value: a + 1,
      no_answer: a === 3,
    })),
  }));
  const collectors = Array.from({ length: 60 }, (_, c) => ({
    id: dateId * 1000 + c,
    worker_group_id: (c % 2) + 1,
    demographies: [0, 1, 2].map((d) => ({
      demography_id: dateId * 100 + d,
      demography_answer_id: dateId * 1000 + d * 10 + pick(3),
    })),
  }));
  return {
    survey_date: { id: dateId, date },
    worker_groups,
    topics,
    demographies,
    collectors,
    respondents: Array.from({ length: respondents }, () => {
      const answers: Record<string, number> = {};
      for (let q = 0; q < items; q++) if (random() > 0.05) answers[`Q${q}`] = 1 + pick(6);
      for (let d = 3; d < 6; d++) answers[`D${d}`] = 1 + pick(4);
      return { collector_id: collectors[pick(collectors.length)]!.id, answers };
    }),
  };
}
