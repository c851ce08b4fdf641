import fc from 'fast-check';
import { expect } from 'vitest';
import { buildSurveyCube } from '../build-survey-cube';
import { computeGraph } from '../compute-graph';
import { decodeCubeSnapshot, encodeCubeSnapshot } from '../cube-snapshot';
import { adoptPrivacyPattern, privacyPatternOf } from '../privacy/privacy-pattern';
import type { SurveyCubeInput } from '../survey-cube-input';
import type { AttackEngine } from './attack-sweep';
import type { AttackResult } from './differencing-attacker';
import { privacyCompanyArb } from './privacy-company';

// What the quick differencing tests (privacy-differencing.test.ts) and the full sweeps
// (privacy-differencing.slow.test.ts, the `core-slow` project: docs/architecture.md "Tests") share.

/** What a failure prints: the role, k, and the observations that combine to a few recovered groups. */
export const explainAttack = (result: AttackResult) =>
  `${result.role}, k = ${result.k}, ${result.groupsRecovered} groups and ${result.sizesRecovered} sizes of ` +
  `${result.groupsBelowK} recovered, e.g. ${JSON.stringify(result.examples, null, 2)}`;

/**
 * The engine as the server's cold read runs it (docs/graphs.md "Cube snapshots", "Privacy patterns beside
 * snapshots"): each date's cube decoded from its snapshot, with the pattern's decisions for k adopted instead of
 * computed.
 */
export const coldReadEngine = (k: number): AttackEngine => ({
  computeGraph,
  buildSurveyCube: (input) => {
    const built = buildSurveyCube(input);
    const cube = decodeCubeSnapshot(encodeCubeSnapshot(built));
    expect(adoptPrivacyPattern(cube, k, privacyPatternOf(built, k).encode())).toBe(true);
    return cube;
  },
});

/**
 * The generated companies of docs/privacy.md "Rule 9": some items are asked of one worker group only (T2 of the
 * office, E3 and T3 of the plant), and each group answers its own items only; the attacker reads a value of such an
 * item as a value over the population's people of that group (attack-sweep.ts `askedAtoms`).
 */
export const rule9Companies = (): [SurveyCubeInput[], number][] =>
  fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 6 })), { seed: 20_260_301, numRuns: 8 });
