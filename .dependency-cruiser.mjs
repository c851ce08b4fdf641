// dependency-cruiser: the import rules `npm test` checks (step "no import cycles", scripts/test.mjs).
// Run alone: npx depcruise --config .dependency-cruiser.mjs apps/server/src packages/*/src apps/portal/src

/**
 * The server's domains in tiers, lowest first (docs/architecture.md "Server"): a domain's production files import
 * only domains of a lower tier, so no two domains import each other, even through a third. A domain missing here
 * may import no other domain until it is listed.
 */
const DOMAIN_TIERS = [
  [
    'accounts',
    'audit',
    'collectors',
    'documents',
    'email',
    'embed',
    'graph-settings',
    'provider',
    'translations',
  ],
  ['auth', 'demographies', 'questions', 'shares', 'worker-groups'],
  ['item-matches'],
  ['graphs', 'survey-dates'],
  ['comments', 'imports', 'users'],
  ['reports', 'sso'],
  ['downloads'],
];

const DOMAINS = 'apps/server/src/domains';
/** Test code of a domain: its tests, fixtures, authorization cases and test setup. */
const TEST_FILES = '(\\.test\\.ts|\\.fixtures\\.ts|\\.test-cases\\.ts|test-setup\\.ts)$';

/** One rule per tier but the top: its domains import no domain of its own tier or above. */
const tierRules = DOMAIN_TIERS.slice(0, -1).map((tier, index) => ({
  name: 'domain-tiers',
  severity: 'error',
  comment:
    'A domain imports only domains of a lower tier (DOMAIN_TIERS), so domains never import each other; move what ' +
    'both need into apps/server/src/services/ or into the lower domain (docs/architecture.md "Server").',
  from: { path: `^${DOMAINS}/(${tier.join('|')})/`, pathNot: TEST_FILES },
  to: {
    path: `^${DOMAINS}/(${DOMAIN_TIERS.slice(index).flat().join('|')})/`,
    pathNot: `^${DOMAINS}/$1/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
// biome-ignore lint/style/noDefaultExport: dependency-cruiser reads its configuration from the default export
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module may not import itself through others: the layers import one way (docs/architecture.md). ' +
        'A cycle made only of `import type` is allowed — TypeScript erases those imports ' +
        '(verbatimModuleSyntax), so they never change the order in which modules run.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'services-import-no-domain',
      severity: 'error',
      comment:
        'apps/server/src/services holds what several domains share; it depends on no domain and not on ' +
        'routing.ts, so a domain can use it without an import cycle (docs/architecture.md "Server").',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/(domains/|routing\\.ts$)' },
    },
    {
      name: 'domain-imports-services-only',
      severity: 'error',
      comment:
        "A server domain uses another only through that domain's *.service.ts modules, its public surface; never " +
        'its routes, queries or other modules (docs/architecture.md "Server").',
      from: { path: `^${DOMAINS}/([^/]+)/`, pathNot: TEST_FILES },
      to: { path: `^${DOMAINS}/[^/]+/`, pathNot: [`^${DOMAINS}/$1/`, '\\.service\\.ts$'] },
    },
    {
      name: 'domain-tests-import-services-or-fixtures',
      severity: 'error',
      comment:
        "A domain's tests use another domain through its *.service.ts modules, its fixtures and its test setup " +
        '(docs/architecture.md "Server").',
      from: { path: `^${DOMAINS}/([^/]+)/.*${TEST_FILES}` },
      to: {
        path: `^${DOMAINS}/[^/]+/`,
        pathNot: [`^${DOMAINS}/$1/`, '(\\.service\\.ts|\\.fixtures\\.ts|test-setup\\.ts)$'],
      },
    },
    ...tierRules,
    {
      name: 'domain-tiers',
      severity: 'error',
      comment:
        'A domain that imports another must be listed in DOMAIN_TIERS (docs/architecture.md "Server").',
      from: {
        path: `^${DOMAINS}/([^/]+)/`,
        pathNot: [`^${DOMAINS}/(${DOMAIN_TIERS.flat().join('|')})/`, TEST_FILES],
      },
      to: { path: `^${DOMAINS}/[^/]+/`, pathNot: `^${DOMAINS}/$1/` },
    },
  ],
  options: {
    // the sources of the server, the packages and the portal; tests included, builds and node_modules not
    includeOnly: '^(apps/server/src|apps/portal/src|packages/[^/]+/src)/',
    // keep `import type` edges in the graph (marked type-only) so the rule above can tell them apart
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
  },
};
