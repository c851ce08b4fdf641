import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHART_GRAPH_SLUGS, GRAPH_SLUGS, zGraphDataRequest } from '../schemas/graph-query';
import { GRAPH_DEFINITIONS, graphQueryFieldNames } from './graph-definitions';
import { graphQuery } from './graph-query-builder';
import { WELCOME_LINKS } from './welcome-links';

const REPO = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the graph definition table', () => {
  it('the wire schema of every chart graph takes exactly the query fields its row names', () => {
    for (const slug of CHART_GRAPH_SLUGS) {
      const option = zGraphDataRequest.options.find((o) => o.shape.type.value === slug);
      expect(Object.keys(option?.shape.query.shape ?? {}).sort(), slug).toEqual(
        [...graphQueryFieldNames(slug)].sort(),
      );
    }
  });

  it('a fully chosen sidebar compiles to a query the API accepts, for every chart graph', () => {
    for (const slug of CHART_GRAPH_SLUGS) {
      const compiled = graphQuery(slug)
        .dates([1, 2, 3, 4])
        .demography(5)
        .topic(6)
        .filter({ type: 'worker_group', worker_group_ids: [7] })
        .compile();
      expect(zGraphDataRequest.safeParse(compiled).success, slug).toBe(true);
    }
  });

  it('only the participation rate is not drawn through graph/data', () => {
    expect(GRAPH_SLUGS.filter((slug) => !(CHART_GRAPH_SLUGS as readonly string[]).includes(slug))).toEqual([
      'participation_rate',
    ]);
  });

  it('every graph has one welcome position, and the positions run 1 to n', () => {
    const positions = Object.values(GRAPH_DEFINITIONS).map((d) => d.welcome.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(GRAPH_SLUGS.map((_, i) => i + 1));
    expect(WELCOME_LINKS.map((link) => link.graph)).toHaveLength(GRAPH_SLUGS.length);
  });

  it('a graph whose query takes no filters offers no dimension as a default filter', () => {
    for (const slug of GRAPH_SLUGS) {
      const { query, dimensions } = GRAPH_DEFINITIONS[slug];
      if (query?.filters) continue;
      expect(dimensions.workerGroup.filter || dimensions.demography.filter, slug).toBe(false);
    }
  });
});

/** Production source files of every workspace: no tests, stories, fixtures, mocks or test helpers. */
function productionSources(): string[] {
  const roots = [
    'packages/core/src',
    'packages/widgets/src',
    'packages/admin/src',
    'apps/server/src',
    'apps/portal/src',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['test', 'testing', 'mocks', 'node_modules', 'dist'].includes(entry.name)) walk(path);
      } else if (
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.(test|stories|fixtures|authz|e2e)[.-]|\.d\.ts$/.test(entry.name)
      ) {
        files.push(path);
      }
    }
  };
  for (const root of roots) walk(join(REPO, root));
  return files;
}

describe('graph facts live only in the definition table', () => {
  // Comparing a slug, switching on it or listing slugs in an array is how a graph's properties leak
  // out of the table (docs/architecture.md "Graph definitions"). The engine files name their own slug
  // in their query type, and the wire schemas name each slug once; neither compares or lists them.
  const slug = `'(?:${GRAPH_SLUGS.join('|')})'`;
  const comparison = new RegExp(`(?:case\\s+${slug}|[!=]==\\s*${slug}|${slug}\\s*[!=]==)`);
  const list = new RegExp(`\\[[^\\]]*${slug}\\s*,\\s*${slug}`);
  const allowed = new Set(['packages/core/src/graph/graph-definitions.ts']);

  it('no production file switches on a graph slug or lists slugs; the table is the one place', () => {
    const offenders: string[] = [];
    for (const file of productionSources()) {
      const name = relative(REPO, file);
      if (allowed.has(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (comparison.test(line) || list.test(line)) offenders.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('the scan recognises a switch, a comparison and a list of slugs', () => {
    expect(comparison.test("    case 'total':")).toBe(true);
    expect(comparison.test("if (request.type !== 'demographics') {")).toBe(true);
    expect(list.test("const BAR = ['commitment_detailed', 'total'];")).toBe(true);
    expect(comparison.test("if (kind === 'totals')")).toBe(false);
  });
});
