/**
 * `npm run bench:pattern`: the CPU a date's privacy pattern takes (docs/privacy.md "How the audit stays fast") on the
 * graphs benchmark's generated companies, at k = 5 and k = 10 (the highest an account may set). Each figure is the
 * median of RUNS fresh processes (a server computes a date's pattern once, in a cold cube thread), with every run and
 * the machine's load kept beside it; written to bench/results/privacy.json under `pattern_cpu`, the rest of that file
 * (bench:privacy's sweep) left as it is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildSurveyCube } from '@pulzus/core/analytics';
import { PrivacyPattern } from '../packages/core/src/analytics/privacy/privacy-pattern';
import { generatedCompany } from '../packages/core/src/analytics/test/generated-company';

const RUNS = 3;
const SIZES = [1_000, 2_000, 4_000, 20_000];
const KS = [5, 10];
const round2 = (x: number) => Math.round(x * 100) / 100;

interface Run {
  cpu_ms: number;
  wall_ms: number;
  audit: PrivacyPattern['audit'];
  load_average_1m: number;
}

if (process.argv[2] === '--child') {
  const respondents = Number(process.argv[3]);
  const k = Number(process.argv[4]);
  const cube = buildSurveyCube(generatedCompany(1, '2026-03-01', respondents, 80, 1));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pattern = new PrivacyPattern(cube, k);
  const used = process.cpuUsage(cpu);
  const run: Run = {
    cpu_ms: Math.round((used.user + used.system) / 1000),
    wall_ms: Math.round(performance.now() - started),
    audit: pattern.audit,
    load_average_1m: round2(loadavg()[0] ?? 0),
  };
  process.stdout.write(JSON.stringify(run));
} else {
  const root = join(import.meta.dirname, '..');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const figures: Record<string, unknown>[] = [];
  const loadAtStart = loadavg().map(round2);
  // interleaved: every size and k once per round, so a burst of load does not land on one figure alone
  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round++)
    for (const respondents of SIZES)
      for (const k of KS) {
        const out = execFileSync(
          process.execPath,
          [
            '--conditions=source',
            '--import',
            'tsx',
            import.meta.filename,
            '--child',
            `${respondents}`,
            `${k}`,
          ],
          { cwd: root, encoding: 'utf8' },
        );
        const run = JSON.parse(out) as Run;
        const key = `${respondents}|${k}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.log(
          `[${respondents} k=${k}] round ${round + 1}: ${run.cpu_ms} ms CPU (load ${run.load_average_1m})`,
        );
      }
  for (const respondents of SIZES)
    for (const k of KS) {
      const these = runs.get(`${respondents}|${k}`)!;
      figures.push({
        respondents,
        k,
        cpu_ms_median: median(these.map((r) => r.cpu_ms)),
        cpu_ms_worst: Math.max(...these.map((r) => r.cpu_ms)),
        wall_ms_median: median(these.map((r) => r.wall_ms)),
        audit: these[0]!.audit,
        runs: these,
      });
    }
  const file = join(root, 'bench/results/privacy.json');
  const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  results.pattern_cpu = {
    measured_at: new Date().toISOString(),
    engine_commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    load_average_at_start: loadAtStart,
    load_average_at_end: loadavg().map(round2),
    company:
      'generatedCompany(1, date, respondents, 80 items, seed 1): 60 collectors, 2 worker groups, 6 demographies',
    figures,
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.table(figures.map(({ runs: _, audit: __, ...f }) => f));
}
