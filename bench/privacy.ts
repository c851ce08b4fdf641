/**
 * Privacy benchmark (docs/privacy.md): what the privacy rules withhold and what a differencing attacker still
 * recovers. On the demo tenant's data — the server's own demo seed and provider import (the demo simulator's dataset
 * at `npm start`'s size) into PGlite, read back with `loadCubeInput`, exactly the survey dates `npm start` serves —
 * the attacker's sweep (packages/core/src/analytics/test/differencing-attacker.ts: every filter set of its family,
 * every breakdown of every chart graph, as a user and as an admin with answer filters) runs on the latest date and on
 * the two latest dates where a graph compares dates. Per graph it records `withheld_share`: the share of values that
 * are null among values with respondents behind them (someone in the value's set answered an item behind it). The
 * attacker then reports the groups of 1..k-1 people it recovers, on the demo and on generated companies with many
 * small groups (more than the unit test runs).
 *
 * Run: `npm run bench:privacy` → bench/results/privacy.json, measuring this working tree's engine. The "before"
 * numbers are the engine as it was before the privacy rules (commit 3ef2584), measured by this same script:
 *   git worktree add /tmp/pulzus-before 3ef2584 && ln -s "$PWD/node_modules" /tmp/pulzus-before/node_modules
 *   npm run bench:privacy -- --engine-root=/tmp/pulzus-before      → bench/results/privacy-before.json
 * Only `computeGraph` and `buildSurveyCube` are loaded from that checkout; the demo data, the sweep and the attacker
 * are this tree's, so both runs ask the same questions of the same data. privacy.json copies the before numbers from
 * privacy-before.json (run that first). Env: BENCH_PRIVACY_COMPANIES (generated companies, default 40).
 *
 * Scoped viewers (docs/privacy.md "Rule 10") are roles of their own, each run on the latest date with every scope of
 * the role asked together, as colluding managers who know each other's scopes, beside an unscoped user's questions:
 * on the demo each of its three scoped users (read from the seeded user_scopes) and the three together; on the
 * generated companies every unit alone ("unit", each collector demography's answers), every pair of units
 * ("two_units") and every worker group ("worker_group"). A scoped role's targets are the family's groups and every
 * such group within each of its scopes (`scopeTargets`): what a manager names inside their own scope. The comments
 * section runs the comment attacker (packages/core/src/analytics/test/comment-attacker.ts) per role on every date at
 * the account's comment threshold: groups below the threshold a filter, pair or scope describes, and the comment
 * sets of 1..threshold-1 respondents that shown sets' intersections and differences cut out.
 *
 * `--quick` skips the admin runs (the longest) and writes bench/results/privacy-quick.json instead, to check the
 * script: `BENCH_PRIVACY_COMPANIES=2 npm run bench:privacy -- --quick`. `--demo-only` runs the demo tenant's user
 * sweep alone (a few minutes) and adds its shares, under the engine's commit, to bench/results/privacy-demo.json: with
 * and without `--engine-root`, what a change to the rules costs on the demo. privacy.json is merged into: keys this script
 * does not write (such as pattern_cpu) are kept.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CHART_GRAPH_SLUGS, commentThreshold, type UserScope } from '@pulzus/core';
import type { SurveyCubeInput } from '@pulzus/core/analytics';
import fc from 'fast-check';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, PGLITE_PARSERS } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { startDemoProvider } from '../apps/server/src/demo/demo-provider';
import { importDemoAnswers } from '../apps/server/src/demo/import-demo';
import { seedDemo } from '../apps/server/src/demo/seed';
import { loadCubeInput } from '../apps/server/src/domains/graphs/cube-input.queries';
import { loadEnv } from '../apps/server/src/env';
import {
  type AttackEngine,
  type FilterKind,
  QUERY_KINDS,
  type WithheldByFilters,
  type WithheldByKind,
  type WithheldCount,
  type WithheldTally,
} from '../packages/core/src/analytics/test/attack-sweep';
import {
  type AttackResult,
  type AttackRole,
  attackCompany,
} from '../packages/core/src/analytics/test/differencing-attacker';
import type { FilterSet, PortableSelector } from '../packages/core/src/analytics/test/attack-filters';
import { buildSurveyCube } from '../packages/core/src/analytics/build-survey-cube';
import { type PortableFilter, populationOf } from '../packages/core/src/analytics/population';
import { managerScopes } from '../packages/core/src/analytics/test/attack-scopes';
import { attackComments } from '../packages/core/src/analytics/test/comment-attacker';
import { privacyCompanyArb } from '../packages/core/src/analytics/test/privacy-company';

const root = resolve(import.meta.dirname, '..');
const engineRoot = resolve(
  process.argv.find((a) => a.startsWith('--engine-root='))?.slice('--engine-root='.length) ?? root,
);
const before = engineRoot !== root;
const COMPANIES = Number(process.env.BENCH_PRIVACY_COMPANIES ?? 40);
/** The generated companies: the unit test's generator, another seed, k in 3..6 as there. */
const COMPANY_SEED = 20_260_302;
const QUICK = process.argv.includes('--quick');
/** `--demo-only`: the demo tenant's user sweep alone (minutes, not the whole run), into privacy-demo.json. */
const DEMO_ONLY = process.argv.includes('--demo-only');
const ROLES: readonly AttackRole[] = QUICK || DEMO_ONLY ? ['user'] : ['user', 'admin'];
/** The role whose sweep asks the most (an admin's, a user's in a quick run): the graphs' shares are its. */
const WIDEST: AttackRole = QUICK || DEMO_ONLY ? 'user' : 'admin';

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((n) => round(n, 2));

/** The engine of a checkout, loaded from its source (the same loader for this tree and the "before" worktree). */
async function engineOf(checkout: string): Promise<AttackEngine> {
  const analytics = join(checkout, 'packages/core/src/analytics');
  const { computeGraph } = await import(pathToFileURL(join(analytics, 'compute-graph.ts')).href);
  const { buildSurveyCube } = await import(pathToFileURL(join(analytics, 'build-survey-cube.ts')).href);
  return { computeGraph, buildSurveyCube };
}

/** The checkout's commit and whether its engine differs from it (the working tree under change). */
function engineVersion(checkout: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'packages/core/src/analytics');
  return {
    engine_root: checkout,
    engine_commit: git('rev-parse', 'HEAD'),
    engine_uncommitted_changes: changed !== '',
  };
}

/** The demo tenant's survey dates as the server reads them, and its k (the account's, else the server's). */
async function demoTenant(): Promise<{
  inputs: SurveyCubeInput[];
  k: number;
  commentThreshold: number;
  viewers: FilterSet[];
}> {
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  const database = await openDatabase({ pglite });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const provider = await startDemoProvider(app.env, { port: 0 });
  try {
    await seedDemo(database.db);
    if (!(await importDemoAnswers(app, provider))) throw new Error('the demo import did not run');
    const account = await database.db
      .selectFrom('accounts')
      .select(['id', 'min_group_size', 'comment_min_group_size'])
      .executeTakeFirstOrThrow();
    const scoped = await database.db
      .selectFrom('user_scopes')
      .innerJoin('users', 'users.id', 'user_scopes.user_id')
      .select(['users.email', 'user_scopes.scope'])
      .where('user_scopes.account_id', '=', account.id)
      .orderBy('users.id')
      .execute();
    const dates = await database.db
      .selectFrom('survey_dates')
      .select(['id', 'date'])
      .where('account_id', '=', account.id)
      .orderBy('date')
      .execute();
    const inputs: SurveyCubeInput[] = [];
    for (const date of dates) inputs.push(await loadCubeInput(database.db, account.id, date));
    const k = account.min_group_size ?? env.MIN_GROUP_SIZE;
    return {
      inputs,
      k,
      commentThreshold: commentThreshold(k, account.comment_min_group_size),
      viewers: scoped.map((row) => scopeFilters(row.email, row.scope)),
    };
  } finally {
    await provider.sim.close();
    await app.close();
    await database.close();
  }
}

/** A stored user scope as the attacker's filter set: its worker groups and each demography's answers, all at once. */
function scopeFilters(email: string, stored: unknown): FilterSet {
  const scope = (typeof stored === 'string' ? JSON.parse(stored) : stored) as UserScope;
  const selectors: PortableSelector[] = [
    ...(scope.worker_group_ids.length > 0
      ? [{ kind: 'worker_group' as const, ids: [...scope.worker_group_ids] }]
      : []),
    ...scope.demographies.map((d) => ({ kind: 'demography' as const, code: d.code, names: [...d.answers] })),
  ];
  return { selectors, label: email.split('@')[0]! };
}

/** The generated companies' scoped roles, out of `managerScopes`: a unit, two units, a worker group. */
function scopeRoles(input: SurveyCubeInput): Record<'unit' | 'two_units' | 'worker_group', FilterSet[]> {
  const all = managerScopes(input);
  /** The number of units a scope of one collector demography names; 0 for any other scope. */
  const units = (f: FilterSet) => {
    const only = f.selectors.length === 1 ? f.selectors[0]! : null;
    return only?.kind === 'demography' ? only.names.length : 0;
  };
  return {
    unit: all.filter((f) => units(f) === 1),
    two_units: all.filter((f) => units(f) === 2),
    worker_group: all.filter((f) => f.selectors.length === 1 && f.selectors[0]!.kind === 'worker_group'),
  };
}
const SCOPE_ROLES = ['unit', 'two_units', 'worker_group'] as const;

/** The comment attacker's numbers over several dates or companies, added up. */
function commentNumbers(results: readonly ReturnType<typeof attackComments>[], ms: number) {
  return {
    groups_below_threshold: results.reduce((n, r) => n + r.groupsBelowThreshold, 0),
    comment_sets_recovered: results.reduce((n, r) => n + r.recovered, 0),
    queries: results.reduce((n, r) => n + r.queries, 0),
    shown: results.reduce((n, r) => n + r.shown, 0),
    example: results.find((r) => r.example)?.example ?? null,
    ms: Math.round(ms),
  };
}

/** A scope's label with its filters. */
const describe = (f: FilterSet) =>
  `${f.label}: ${f.selectors.map((s) => (s.kind === 'worker_group' ? `worker group ${s.ids.join('+')}` : `${s.code} ∈ {${s.names.join(', ')}}`)).join(' ∧ ')}`;

/** How many respondents of a date the scopes cover together (the engine's populations). */
function scopeSize(input: SurveyCubeInput, scopes: readonly FilterSet[]): number {
  const cube = buildSurveyCube(input);
  const covered = new Set<number>();
  for (const scope of scopes)
    for (const r of populationOf(
      cube,
      scope.selectors.map(
        (s): PortableFilter =>
          s.kind === 'worker_group'
            ? { type: 'worker_group', ids: new Set(s.ids) }
            : { type: 'demography', code: s.code, answerNames: new Set(s.names) },
      ),
    ))
      covered.add(r);
  return covered.size;
}

/** The attacker's numbers as the JSON reports them. */
function attackerNumbers(r: AttackResult) {
  return {
    groups_below_k: r.groupsBelowK,
    groups_recovered: r.groupsRecovered,
    sizes_recovered: r.sizesRecovered,
    singles_recovered: r.singlesRecovered,
    demographic_groups_below_k: r.detail.demographicGroupsBelowK,
    demographic_groups_recovered: r.detail.demographicGroupsRecovered,
    answer_groups_below_k: r.detail.answerGroupsBelowK,
    answer_groups_recovered: r.detail.answerGroupsRecovered,
    queries: r.detail.queries,
    refused: r.detail.refused,
  };
}
type AttackerNumbers = ReturnType<typeof attackerNumbers>;

/** Sums the numbers of several companies. */
const addNumbers = (a: AttackerNumbers, b: AttackerNumbers): AttackerNumbers =>
  Object.fromEntries(
    Object.entries(a).map(([key, value]) => [key, value + b[key as keyof AttackerNumbers]]),
  ) as AttackerNumbers;

const share = (t: { values: number; withheld: number }) =>
  t.values === 0 ? null : round(t.withheld / t.values);
/** Hidden beyond k: withheld values with k or more contributors ÷ the values a k-only tool would show. */
const secondaryShare = (t: WithheldCount) => (t.kOnly === 0 ? null : round(t.secondary / t.kOnly));
/** Of the values a k-only tool would show, those hidden with a part counted over 1..k-1 (Rule 9, whatever the covers). */
const narrowedShare = (t: WithheldCount) => (t.kOnly === 0 ? null : round(t.narrowedBelowK / t.kOnly));
const ZERO: WithheldCount = { values: 0, withheld: 0, kOnly: 0, secondary: 0, narrowedBelowK: 0 };
const addCounts = (a: WithheldCount, b: WithheldCount): WithheldCount => ({
  values: a.values + b.values,
  withheld: a.withheld + b.withheld,
  kOnly: a.kOnly + b.kOnly,
  secondary: a.secondary + b.secondary,
  narrowedBelowK: a.narrowedBelowK + b.narrowedBelowK,
});
/** The secondary shares per everyday kind of query of several runs of one role, added up. */
function byKind(runs: readonly (WithheldByKind | null)[]) {
  return Object.fromEntries(
    QUERY_KINDS.map((kind) => {
      const sum = runs.reduce<WithheldCount>((acc, r) => (r ? addCounts(acc, r[kind]) : acc), ZERO);
      return [
        kind,
        {
          secondary_share: secondaryShare(sum),
          narrowed_below_k_share: narrowedShare(sum),
          k_only_values: sum.kOnly,
          withheld_share: share(sum),
        },
      ];
    }),
  );
}

/** The withheld and secondary shares over every query of several runs (every kind added up). */
function overall(runs: readonly (WithheldByKind | null)[]) {
  const sum = runs.flatMap((r) => (r ? QUERY_KINDS.map((kind) => r[kind]) : [])).reduce(addCounts, ZERO);
  return {
    withheld_share: share(sum),
    secondary_share: secondaryShare(sum),
    narrowed_below_k_share: narrowedShare(sum),
    values_with_respondents: sum.values,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = load();
  const engine = await engineOf(engineRoot);
  const version = engineVersion(engineRoot);
  console.log(`bench:privacy engine ${version.engine_commit.slice(0, 7)} from ${engineRoot}`);

  const demo = await demoTenant();
  const sorted = [...demo.inputs].sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1));
  const latest = sorted.slice(-2).map((d) => d.survey_date.id);
  const dateSets = [[latest[latest.length - 1]!], ...(latest.length > 1 ? [latest] : [])];
  console.log(`demo: ${sorted.map((d) => d.respondents.length).join(' + ')} respondents, k = ${demo.k}`);
  const demoRuns: Partial<Record<AttackRole, { result: AttackResult; ms: number }>> = {};
  for (const role of ROLES) {
    const t0 = performance.now();
    const result = attackCompany(demo.inputs, { k: demo.k, role, dateSets, engine, measureWithheld: true });
    demoRuns[role] = { result, ms: performance.now() - t0 };
    console.log(
      `demo ${role}: ${JSON.stringify(attackerNumbers(result))} in ${Math.round(demoRuns[role].ms)} ms`,
    );
  }
  const tally = (role: AttackRole) => demoRuns[role]!.result.withheld as WithheldTally;
  const graphs = Object.fromEntries(
    CHART_GRAPH_SLUGS.map((slug) => {
      const all = tally(WIDEST)[slug];
      return [
        slug,
        {
          withheld_share: share(all),
          values_with_respondents: all.values,
          withheld: all.withheld,
          user_withheld_share: share(tally('user')[slug]),
          secondary_share: secondaryShare(all),
          user_secondary_share: secondaryShare(tally('user')[slug]),
          k_only_values: all.kOnly,
        },
      ];
    }),
  );

  // the same shares per kind of query, over every graph: what a single filter still shows is what users see most
  const byFilters = (role: AttackRole) => demoRuns[role]!.result.withheldByFilters as WithheldByFilters;
  const filterKinds = Object.fromEntries(
    Object.entries(byFilters(WIDEST)).map(([kind, all]) => [
      kind,
      {
        withheld_share: share(all),
        values_with_respondents: all.values,
        user_withheld_share: kind === 'answer filter' ? null : share(byFilters('user')[kind as FilterKind]),
      },
    ]),
  );

  // what the rules hide beyond k, per everyday kind of query: the privacy issue's measure, against the truth
  const demoByKind = Object.fromEntries(
    ROLES.map((role) => [role, byKind([demoRuns[role]!.result.withheldByKind])]),
  );

  if (DEMO_ONLY) {
    // one entry per engine measured (this tree, or --engine-root's checkout), so a change is measured before and after
    const file = resolve(root, 'bench/results/privacy-demo.json');
    const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const label = `${version.engine_commit.slice(0, 7)}${version.engine_uncommitted_changes ? ' with uncommitted changes' : ''}`;
    const entry = {
      ...version,
      k: demo.k,
      date_sets: dateSets.map((set) =>
        set.map((id) => demo.inputs.find((d) => d.survey_date.id === id)!.survey_date.date),
      ),
      overall: overall([demoRuns.user!.result.withheldByKind]),
      by_query_kind: demoByKind.user,
      by_filters: filterKinds,
      graphs: Object.fromEntries(
        Object.entries(graphs).map(([slug, g]) => [
          slug,
          { withheld_share: g.withheld_share, secondary_share: g.secondary_share },
        ]),
      ),
      attacker: { ...attackerNumbers(demoRuns.user!.result), ms: Math.round(demoRuns.user!.ms) },
      examples: demoRuns.user!.result.examples,
      load_average_at_start: loadAtStart,
      load_average_at_end: load(),
      measured_at: new Date().toISOString(),
    };
    writeFileSync(
      file,
      `${JSON.stringify({ ...kept, note: 'bench:privacy --demo-only: the demo tenant, user sweep (latest date and the two latest), per engine', [label]: entry }, null, 2)}\n`,
    );
    console.log(`wrote ${file} (${label}): ${JSON.stringify(entry.overall)}`);
    return;
  }

  const companies = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 6 })), {
    seed: COMPANY_SEED,
    numRuns: COMPANIES,
  });
  const generated: Partial<
    Record<AttackRole, AttackerNumbers & { ms: number; by_query_kind: ReturnType<typeof byKind> }>
  > = {};
  for (const role of ROLES) {
    const t0 = performance.now();
    const results = companies.map(([inputs, k]) =>
      attackCompany(inputs, { k, role, engine, examples: 0, measureWithheld: true }),
    );
    const numbers = results.map(attackerNumbers).reduce(addNumbers);
    generated[role] = {
      ...numbers,
      by_query_kind: byKind(results.map((r) => r.withheldByKind)),
      ms: Math.round(performance.now() - t0),
    };
    console.log(`generated ${role}: ${JSON.stringify(generated[role])}`);
  }

  // scoped viewers (docs/privacy.md "Rule 10"): per role, every scope of the role asked together on the latest date
  // (colluding managers who know each other's scopes) beside an unscoped user's questions
  const newestOf = (inputs: readonly SurveyCubeInput[]) =>
    [...inputs].sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1)).at(-1)!;
  const NO_SCOPE: FilterSet = { selectors: [], label: 'no scope' };
  const scopedRun = (
    inputs: readonly SurveyCubeInput[],
    k: number,
    scopes: readonly FilterSet[],
    examples = 3,
  ) => {
    const newest = newestOf(inputs);
    const t = performance.now();
    const result = attackCompany(inputs, {
      k,
      role: 'user',
      engine,
      examples,
      measureWithheld: true,
      dateSets: [[newest.survey_date.id]],
      scopes: [NO_SCOPE, ...scopes],
      scopeTargets: true,
    });
    return { result, ms: performance.now() - t };
  };
  const scopedNumbers = (runs: readonly { result: AttackResult; ms: number }[]) => {
    const kinds = byKind(runs.map((r) => r.result.withheldByKind));
    return {
      ...runs.map((r) => attackerNumbers(r.result)).reduce(addNumbers),
      ...overall(runs.map((r) => r.result.withheldByKind)),
      by_query_kind: kinds,
      ms: Math.round(runs.reduce((n, r) => n + r.ms, 0)),
    };
  };
  const demoRoles: [string, FilterSet[]][] = [
    ...demo.viewers.map((v): [string, FilterSet[]] => [v.label, [v]]),
    ['together', demo.viewers],
  ];
  const demoScoped: Record<
    string,
    ReturnType<typeof scopedNumbers> & {
      scopes: string[];
      population: number;
      examples: AttackResult['examples'];
    }
  > = {};
  for (const [role, scopes] of demoRoles) {
    const run = scopedRun(demo.inputs, demo.k, scopes);
    demoScoped[role] = {
      scopes: scopes.map(describe),
      population: scopeSize(newestOf(demo.inputs), scopes),
      ...scopedNumbers([run]),
      examples: run.result.examples,
    };
    console.log(
      `demo scoped ${role}: ${JSON.stringify(attackerNumbers(run.result))} in ${Math.round(run.ms)} ms`,
    );
  }
  const generatedScoped: Record<string, ReturnType<typeof scopedNumbers> & { scopes: number }> = {};
  for (const role of SCOPE_ROLES) {
    const runs = companies.map(([inputs, k]) => ({
      scopes: scopeRoles(newestOf(inputs))[role],
      ...scopedRun(inputs, k, scopeRoles(newestOf(inputs))[role], 0),
    }));
    generatedScoped[role] = {
      scopes: runs.reduce((n, r) => n + r.scopes.length, 0),
      ...scopedNumbers(runs),
    };
    console.log(`generated scoped ${role}: ${JSON.stringify(generatedScoped[role])}`);
  }

  // comments (docs/privacy.md "Comments"): the comment attacker per role on every date, at the comment threshold
  const commentsOf = (
    inputs: readonly SurveyCubeInput[],
    threshold: number,
    scopes: (input: SurveyCubeInput) => readonly FilterSet[],
  ) => inputs.map((input) => attackComments(input, threshold, {}, undefined, scopes(input)));
  const timed = <T>(f: () => T[]) => {
    const t = performance.now();
    const out = f();
    return commentNumbers(out as ReturnType<typeof attackComments>[], performance.now() - t);
  };
  const demoComments = {
    threshold: demo.commentThreshold,
    user: timed(() => commentsOf(demo.inputs, demo.commentThreshold, () => [])),
    ...Object.fromEntries(
      demoRoles.map(([role, scopes]) => [
        role,
        timed(() => commentsOf(demo.inputs, demo.commentThreshold, () => scopes)),
      ]),
    ),
    every_manager_scope: timed(() => commentsOf(demo.inputs, demo.commentThreshold, managerScopes)),
  };
  console.log(`demo comments: ${JSON.stringify(demoComments)}`);
  const generatedComments = {
    threshold: 'max(k, 10) per company',
    user: timed(() =>
      companies.flatMap(([inputs, k]) => commentsOf(inputs, commentThreshold(k, null), () => [])),
    ),
    ...Object.fromEntries(
      SCOPE_ROLES.map((role) => [
        role,
        timed(() =>
          companies.flatMap(([inputs, k]) =>
            commentsOf(inputs, commentThreshold(k, null), (input) => scopeRoles(input)[role]),
          ),
        ),
      ]),
    ),
  };
  console.log(`generated comments: ${JSON.stringify(generatedComments)}`);

  const result = {
    ...version,
    k: demo.k,
    demo: {
      survey_dates: sorted.map((d) => ({ date: d.survey_date.date, respondents: d.respondents.length })),
      date_sets: dateSets.map((set) =>
        set.map((id) => demo.inputs.find((d) => d.survey_date.id === id)!.survey_date.date),
      ),
      graphs,
      by_filters: filterKinds,
      by_query_kind: demoByKind,
      scoped: demoScoped,
      comments: demoComments,
      attacker: Object.fromEntries(
        ROLES.map((role) => [
          role,
          { ...attackerNumbers(demoRuns[role]!.result), ms: Math.round(demoRuns[role]!.ms) },
        ]),
      ),
      examples: Object.fromEntries(ROLES.map((role) => [role, demoRuns[role]!.result.examples])),
    },
    generated: {
      companies: COMPANIES,
      seed: COMPANY_SEED,
      k: '3..6 per company',
      ...generated,
      scoped: generatedScoped,
      comments: generatedComments,
    },
    load_average_at_start: loadAtStart,
    load_average_at_end: load(),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory_gb: round(totalmem() / 1024 ** 3, 2),
    total_ms: Math.round(performance.now() - started),
    measured_at: new Date().toISOString(),
  };
  const out = resolve(
    root,
    'bench/results',
    QUICK ? 'privacy-quick.json' : before ? 'privacy-before.json' : 'privacy.json',
  );
  // merged into what the file holds, so keys other scripts write there stay
  const kept = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  writeFileSync(out, `${JSON.stringify({ ...kept, ...(before ? result : withBefore(result)) }, null, 2)}\n`);
  console.log(`wrote ${out} in ${result.total_ms} ms`);
}

/** The working tree's result with the "before" run's numbers beside its own (from privacy-before.json). */
function withBefore<
  T extends {
    k: number;
    demo: { graphs: Record<string, object>; by_filters: Record<string, object>; attacker: object };
    generated: object;
  },
>(after: T) {
  const file = resolve(root, 'bench/results/privacy-before.json');
  const prior = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (prior && prior.k !== after.k)
    throw new Error(`privacy-before.json was measured with k = ${prior.k}, not ${after.k}`);
  const graphs = Object.fromEntries(
    Object.entries(after.demo.graphs).map(([slug, g]) => {
      const { withheld_share, user_withheld_share, ...rest } = g as Record<string, number | null>;
      const was = prior?.demo.graphs[slug];
      return [
        slug,
        {
          withheld_share_before: was?.withheld_share ?? null,
          withheld_share_after: withheld_share,
          user_withheld_share_before: was?.user_withheld_share ?? null,
          user_withheld_share_after: user_withheld_share,
          ...rest,
        },
      ];
    }),
  );
  const byFilters = Object.fromEntries(
    Object.entries(after.demo.by_filters).map(([kind, f]) => {
      const { withheld_share, user_withheld_share, ...rest } = f as Record<string, number | null>;
      const was = prior?.demo.by_filters?.[kind];
      return [
        kind,
        {
          withheld_share_before: was?.withheld_share ?? null,
          withheld_share_after: withheld_share,
          user_withheld_share_before: was?.user_withheld_share ?? null,
          user_withheld_share_after: user_withheld_share,
          ...rest,
        },
      ];
    }),
  );
  return {
    ...after,
    before: prior
      ? {
          engine_commit: prior.engine_commit,
          measured_at: prior.measured_at,
          demo_attacker: prior.demo.attacker,
          generated: prior.generated,
        }
      : 'run `npm run bench:privacy -- --engine-root=<worktree of 3ef2584>` first (see bench/privacy.ts)',
    demo: { ...after.demo, graphs, by_filters: byFilters },
    notes: [
      'withheld_share = null values / values with respondents behind them (someone in the value set answered an item behind it; for demographics shares, someone in the category), over the attacker sweep: every filter set of its family (none; each demography with each answer, each pair of answers, all but one and all; each worker group and both; each pair of single-answer filters on two dimensions), as a user and as an admin (also with each answer filter on the first commitment item: each value, the bands, 1–4, 3–6 and 1–6), every breakdown of every chart graph, on the latest demo date and on the two latest where the graph compares dates. user_withheld_share: the user sweep alone. by_filters: the same shares over every graph, per kind of query (no filter, one filter — one demography or worker-group selection, whatever its answers —, two filters, an admin answer filter).',
      'attacker (docs/privacy.md): knows every respondent profile (worker group, unit, every demography answer) but no item answer; from every value shown it learns the exact answer sums of the value set (stronger than whole percents), from every count shown (worker_count, demographics counts, a demographics base read off a share) its size. groups_below_k: groups of 1..k-1 people a filter, a pair of single-answer filters or a filter with a breakdown category describes, per date (for an admin also those groups narrowed by an answer class of the filtered item); groups_recovered: a statistic of their answers is a linear combination of what was shown (exact arithmetic modulo two primes); sizes_recovered: their size is, from the counts shown together with the public participation table, while the participation table alone does not give it.',
      'before: the same script with --engine-root at a git worktree of commit 3ef2584 (computeGraph and buildSurveyCube from there, everything else from this tree).',
    ],
  };
}

await main();
