/**
 * `npm run bench:comments`: the time the themes of one question's comments take (docs/comments.md "Themes") for
 * 20,000 generated comments (four in five Hungarian, a fifth of those without accents, one in twenty long, one in
 * twenty without words). Each of RUNS fresh processes times a cold call (the first in the process: the topic stems
 * built, the code not yet optimised — what a server's first request of the kind pays) and then WARM calls; the
 * figures are the medians over the runs, with every run and the machine's load kept beside them; written to
 * bench/results/comments.json. The target is under 2 s of wall time.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { commentThemes } from '@pulzus/core/analytics';
import { generatedComments } from '../packages/core/src/comments/test/themes-generated-comments';

const RUNS = 3;
const WARM = 3;
const COMMENTS = 20_000;
const TARGET_MS = 2_000;
const round2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Timing {
  wall_ms: number;
  cpu_ms: number;
}

interface Run {
  cold: Timing;
  warm: Timing[];
  themes: number;
  with_words: number;
  load_average_1m: number;
}

function timed(run: () => void): Timing {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return {
    wall_ms: Math.round(performance.now() - started),
    cpu_ms: Math.round((used.user + used.system) / 1000),
  };
}

if (process.argv[2] === '--child') {
  const comments = generatedComments(COMMENTS, 1);
  let result = commentThemes([]);
  const cold = timed(() => {
    result = commentThemes(comments);
  });
  const warm = Array.from({ length: WARM }, () => timed(() => commentThemes(comments)));
  const run: Run = {
    cold,
    warm,
    themes: result.themes.length,
    with_words: result.withWords,
    load_average_1m: round2(loadavg()[0] ?? 0),
  };
  process.stdout.write(JSON.stringify(run));
} else {
  const root = join(import.meta.dirname, '..');
  const loadAtStart = loadavg().map(round2);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', import.meta.filename, '--child'],
      { cwd: root, encoding: 'utf8' },
    );
    const run = JSON.parse(out) as Run;
    runs.push(run);
    console.log(
      `run ${i + 1}: cold ${run.cold.wall_ms} ms (CPU ${run.cold.cpu_ms} ms), warm ${run.warm.map((w) => w.wall_ms).join('/')} ms (load ${run.load_average_1m})`,
    );
  }
  const warm = runs.flatMap((r) => r.warm);
  const figures = {
    comments: COMMENTS,
    cold_wall_ms_median: median(runs.map((r) => r.cold.wall_ms)),
    cold_cpu_ms_median: median(runs.map((r) => r.cold.cpu_ms)),
    warm_wall_ms_median: median(warm.map((w) => w.wall_ms)),
    warm_cpu_ms_median: median(warm.map((w) => w.cpu_ms)),
    target_wall_ms: TARGET_MS,
  };
  const results = {
    measured_at: new Date().toISOString(),
    engine_commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    load_average_at_start: loadAtStart,
    load_average_at_end: loadavg().map(round2),
    input: `generatedComments(${COMMENTS}, seed 1): one question, 80 % Hungarian, 20 % English`,
    figures: { ...figures, within_target: figures.cold_wall_ms_median < TARGET_MS },
    runs,
  };
  writeFileSync(join(root, 'bench/results/comments.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.table([figures]);
}
