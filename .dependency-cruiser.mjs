// dependency-cruiser: the import rules `npm test` checks (step "no import cycles", scripts/test.mjs).
// Run alone: npx depcruise --config .dependency-cruiser.mjs apps/server/src packages/*/src apps/portal/src

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
  ],
  options: {
    // the sources of the server, the packages and the portal; tests included, builds and node_modules not
    includeOnly: '^(apps/server/src|apps/portal/src|packages/[^/]+/src)/',
    // keep `import type` edges in the graph (marked type-only) so the rule above can tell them apart
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
  },
};
