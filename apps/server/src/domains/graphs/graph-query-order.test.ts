import { CHART_GRAPH_SLUGS, type GraphDataRequest } from '@pulzus/core';
import { buildSurveyCube } from '@pulzus/core/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedCompany } from '../../../../../packages/core/src/analytics/test/generated-company';
import {
  prng,
  requests as variedRequests,
} from '../../../../../packages/core/src/analytics/test/graph-requests';
import { bootTenantsApp } from '../../test/fixtures';
import { type SeededDate, seedSurveyDate } from './graphs.fixtures';
import { graphServicesOf } from './graphs.service';

// Same question, same answer through the API (docs/graphs.md "Caches"): a sequence of varied requests — every
// graph, worker-group, demography and answer filters on varying items — answered one after another with the
// result cache on equals, request by request, the answer of a server whose cubes and caches are fresh.

const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: '3' });
let older: SeededDate;
let newer: SeededDate;

beforeAll(async () => {
  const db = t.database.db;
  await db.updateTable('accounts').set({ min_group_size: 3 }).where('id', '=', world.accountA.id).execute();
  older = await seedSurveyDate(db, world.accountA.id, generatedCompany(1, '2024-03-01', 900, 20, 7), {
    published: true,
  });
  newer = await seedSurveyDate(db, world.accountA.id, generatedCompany(2, '2025-03-01', 1_200, 20, 8), {
    published: true,
    workerGroups: older.ids.workerGroups,
  });
}, 120_000);

async function ask(request: GraphDataRequest): Promise<{ status: number; body: unknown }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/graph/data',
    token: world.tokens.admin,
    payload: request,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('an earlier request never changes a later one (docs/graphs.md "Caches")', () => {
  it('a shuffled sequence of varied admin requests equals each request asked of fresh caches', async () => {
    const cubes = [older, newer].map((d) => buildSurveyCube(d.input));
    const random = prng(46);
    const questionIds = [...cubes[1]!.itemIndexByQuestionId.keys()];
    // beside the varied requests, each with one answer filter alone on a random item: the populations made of
    // an item's answer atoms, whose cached sums once leaked from one item to the next
    const answerOnly = (request: GraphDataRequest): GraphDataRequest[] =>
      'filters' in request.query
        ? [
            {
              ...request,
              query: {
                ...request.query,
                filters: [
                  {
                    type: 'answer',
                    question_filters: [
                      {
                        question_id: questionIds[Math.floor(random() * questionIds.length)]!,
                        answers: [5, 6],
                      },
                    ],
                  },
                ],
              },
            } as GraphDataRequest,
          ]
        : [];
    const sequence = CHART_GRAPH_SLUGS.flatMap((slug, s) => variedRequests(slug, cubes, 6, 4600 + s))
      .flatMap((request) => [request, ...answerOnly(request)])
      .sort(() => random() - 0.5);
    // the sequence is not vacuous: answer filters on several different items are among it
    const answerItems = new Set(
      sequence.flatMap((r) =>
        ('filters' in r.query ? r.query.filters : []).flatMap((f) =>
          f.type === 'answer' ? f.question_filters.map((q) => q.question_id) : [],
        ),
      ),
    );
    expect(answerItems.size).toBeGreaterThan(3);
    const services = graphServicesOf(t.app);
    expect(services.results).not.toBeNull();
    const inSequence = [];
    for (const request of sequence) inSequence.push(await ask(request));
    // asked twice, the second time from the result cache
    for (const [i, request] of sequence.entries()) expect(await ask(request)).toEqual(inSequence[i]);
    let shown = 0;
    for (const [i, request] of sequence.entries()) {
      services.cubes.clear();
      services.results?.clear();
      const alone = await ask(request);
      expect(alone, JSON.stringify(request)).toEqual(inSequence[i]);
      if (alone.status === 200) shown++;
    }
    expect(shown).toBeGreaterThan(sequence.length / 2);
  }, 300_000);
});
