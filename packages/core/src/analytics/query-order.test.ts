import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { ATOM_RESPONDENTS, setAtomRespondents } from './cube-atoms';
import type { SurveyCubeInput } from './survey-cube-input';
import { companyArb, requestArb } from './test/random-company';

/**
 * Same question, same answer (docs/graphs.md "Caches"): every cache the engine keeps beside a cube is
 * keyed by everything that defines what it holds, so no earlier query can change a later one. The
 * property asks random sequences of queries on one set of cubes and compares each answer with the
 * answer of a fresh engine (cubes built anew, nothing cached) to the same query alone.
 *
 * Regression: before the measure sums of atoms were keyed by their atoms as well as their column
 * (commit a122887 and earlier), an answer filter on one item reused the sums of another item's
 * answer atoms, and this property failed within a few runs.
 */

/** Every question of the fixture company's newer date (test/fixtures.ts), so answer filters vary by item too. */
const QUESTION_IDS = [2100, 2101, 2200, 2201, 2300, 2401, 2600] as const;

/** A request with its answer filters moved to a randomly chosen question. */
const variedRequestArb = fc
  .tuple(requestArb, fc.constantFrom(...QUESTION_IDS))
  .map(([{ request, main }, questionId]) => {
    const query = request.query as { filters?: GraphFilter[] };
    if (!query.filters) return { request, main };
    const filters = query.filters.map((f) =>
      f.type === 'answer'
        ? { ...f, question_filters: f.question_filters.map((q) => ({ ...q, question_id: questionId })) }
        : f,
    );
    return { request: { ...request, query: { ...query, filters } } as GraphDataRequest, main };
  });

function answerAlone(
  inputs: readonly SurveyCubeInput[],
  request: GraphDataRequest,
  main: number | null,
  k: number,
) {
  return computeGraph(request, inputs.map(buildSurveyCube), {
    minGroupSize: k,
    language: 'en',
    mainDimensionDemographyId: main,
  });
}

function checkSequences(max: number) {
  fc.assert(
    fc.property(
      companyArb(max),
      fc.array(variedRequestArb, { minLength: 2, maxLength: 8 }),
      fc.integer({ min: 3, max: 6 }),
      (inputs, sequence, k) => {
        const shared = inputs.map(buildSurveyCube);
        for (const { request, main } of sequence) {
          const answer = computeGraph(request, shared, {
            minGroupSize: k,
            language: 'en',
            mainDimensionDemographyId: main,
          });
          expect(answer).toEqual(answerAlone(inputs, request, main, k));
        }
      },
    ),
    { numRuns: 120, endOnFailure: true },
  );
}

describe('an earlier query never changes a later one (docs/graphs.md "Caches")', () => {
  it('with atoms on every cube, so answer atoms and their cached sums are used', () => {
    setAtomRespondents(1);
    try {
      checkSequences(60);
    } finally {
      setAtomRespondents(ATOM_RESPONDENTS);
    }
  }, 60_000);

  it('with the default atom rule on larger companies', () => {
    checkSequences(400);
  }, 60_000);

  it('the reported case: satisfaction_total with an answer filter on one item, then on another', () => {
    setAtomRespondents(1);
    try {
      fc.assert(
        fc.property(companyArb(80, false), (inputs) => {
          const shared = inputs.map(buildSurveyCube);
          const asked = (questionId: number): GraphDataRequest => ({
            type: 'satisfaction_total',
            query: {
              survey_dates: [11],
              filters: [{ type: 'answer', question_filters: [{ question_id: questionId, answers: [5, 6] }] }],
            },
          });
          const options = { minGroupSize: 3, language: 'en' as const, mainDimensionDemographyId: null };
          computeGraph(asked(2201), shared, options);
          expect(computeGraph(asked(2200), shared, options)).toEqual(
            answerAlone(inputs, asked(2200), null, 3),
          );
        }),
        { numRuns: 60, endOnFailure: true },
      );
    } finally {
      setAtomRespondents(ATOM_RESPONDENTS);
    }
  }, 60_000);
});
