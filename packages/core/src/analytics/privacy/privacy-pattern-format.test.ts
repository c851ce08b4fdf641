import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHART_GRAPH_SLUGS } from '../../schemas/graph-slugs';
import { buildSurveyCube } from '../build-survey-cube';
import { computeGraph } from '../compute-graph';
import { handCompany } from '../test/hand-company';
import { requests } from '../test/graph-requests';
import { PRIVACY_PATTERN_FORMAT } from './pattern-format';
import { adoptPrivacyPattern, hasPrivacyPattern, PrivacyPattern } from './privacy-pattern';

// the hand-checked company: small groups, so its pattern withholds cells (the benchmark's withholds none at k = 5)
const input = handCompany();
const K = 3;

/** Every cell's status and representative, to compare two patterns of one cube. */
const decisions = (p: PrivacyPattern, cells: number) =>
  Array.from({ length: cells }, (_, i) => `${p.representative(i)}:${Number(p.isWithheld(i))}`).join(' ');

const cellsOf = (p: PrivacyPattern) => (p.encode().byteLength - 16) / 5;

describe('a stored privacy pattern reads back as the one computed (docs/graphs.md "Through the API")', () => {
  it('adopts the decisions of the same cube and k: every cell withheld and aliased alike', () => {
    const cube = buildSurveyCube(input);
    const computed = new PrivacyPattern(cube, K);
    const read = new PrivacyPattern(cube, K, undefined, computed.encode());
    expect(read.adopted).toBe(true);
    expect(computed.adopted).toBe(false);
    const cells = cellsOf(computed);
    const withheld = Array.from({ length: cells }, (_, i) => computed.isWithheld(i) && computed.count(i) > 0);
    expect(withheld.filter(Boolean).length).toBeGreaterThan(0);
    expect(decisions(read, cells)).toBe(decisions(computed, cells));
  });

  it('gives every graph the same answer from adopted decisions as from computed ones', () => {
    const computedCube = buildSurveyCube(input);
    const adoptedCube = buildSurveyCube(input);
    const stored = new PrivacyPattern(computedCube, K).encode();
    expect(adoptPrivacyPattern(adoptedCube, K, stored)).toBe(true);
    expect(hasPrivacyPattern(adoptedCube, K)).toBe(true);
    for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
      for (const request of requests(slug, [adoptedCube], 8, 300 + s)) {
        const options = { language: 'en', minGroupSize: K };
        expect(computeGraph(request, [adoptedCube], options)).toEqual(
          computeGraph(request, [computedCube], options),
        );
      }
    }
  });

  it('computes again instead of reading decisions of another k, format or shape', () => {
    const cube = buildSurveyCube(input);
    const computed = new PrivacyPattern(cube, K);
    const cells = cellsOf(computed);
    const stored = computed.encode();
    const otherFormat = stored.slice();
    new DataView(otherFormat.buffer).setUint32(4, PRIVACY_PATTERN_FORMAT + 1, true);
    const cut = stored.slice(0, stored.byteLength - 1);
    // a cell whose representative is no cell of the pattern
    const broken = stored.slice();
    new DataView(broken.buffer).setInt32(16, cells, true);
    for (const bytes of [otherFormat, cut, broken]) {
      const read = new PrivacyPattern(cube, K, undefined, bytes);
      expect(read.adopted).toBe(false);
      expect(decisions(read, cells)).toBe(decisions(computed, cells));
    }
    const otherK = new PrivacyPattern(cube, 4, undefined, stored);
    expect(otherK.adopted).toBe(false);
    expect(decisions(otherK, cells)).toBe(decisions(new PrivacyPattern(cube, 4), cells));
  });

  it('names its format: a change to which cells are withheld must raise PRIVACY_PATTERN_FORMAT', () => {
    // when this fails after a change to the suppression, raise the format and pin the new digest: patterns
    // stored by the older server are then computed again, not read
    const digest = createHash('sha256')
      .update(new PrivacyPattern(buildSurveyCube(input), K).encode())
      .digest('hex')
      .slice(0, 16);
    expect({ format: PRIVACY_PATTERN_FORMAT, digest }).toEqual({ format: 4, digest: '8424be137b86965c' });
  });
});
