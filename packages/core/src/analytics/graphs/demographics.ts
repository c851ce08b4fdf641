import { roundedPercent } from '../../indexes/round-half-up';
import { asCount } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, WithheldReason } from '../../schemas/graph-response';
import { CellTable } from '../cell-table';
import { datePopulation, type GraphContext, graphResponse, populationMeta } from '../graph-context';
import { graphSeries } from '../graph-series';
import { collectorScope } from '../collector-scope';
import { findDemography, portableFilters } from '../population';
import { demographyDimensionKey } from '../privacy/privacy-dimensions';

/**
 * demographics (spec 2 §7; graphs.md finer point 2): the share and count of respondents per answer of one
 * demography, withheld cell by cell; secondary suppression over all answers and over the answers still shown
 * without no-answers, so both views of `hide_no_answers` withhold the same answers.
 */
export function demographicsGraph(query: GraphQueryOf<'demographics'>, context: GraphContext): GraphResponse {
  const { options } = context;
  const { k } = options;
  const { cube, demography } = findDemography(context.cubes, query.demography_id);
  const filters = portableFilters(query.filters, [cube, ...context.cubes]);
  const population = datePopulation(cube, filters, context);
  const counts = new Int32Array(demography.answers.length);
  for (const r of population.members) {
    const a = demography.answerOf[r]!;
    if (a >= 0) counts[a]!++;
  }
  const table = new CellTable();
  const cells = Array.from(counts, (c) => table.add(0, 0, 0, c));
  // an answer whose population the date's privacy pattern withholds is withheld here too (docs/privacy.md)
  const dimension = demographyDimensionKey(demography.code);
  // (with an answer filter, an answer nobody gave is withheld too: the zero would be an answer of the group)
  const statuses = cells.map((_, i) =>
    population.usable ? population.privacy.category(dimension, i) : 'visible',
  );
  const categoryHidden = statuses.map((status) => status !== 'visible');
  if (statuses.includes('combination')) context.warnings.add('graph-warning-privacy-combination');
  cells.forEach((cell, i) => {
    const status = statuses[i]!;
    if (status !== 'visible') table.withhold(cell, status);
  });
  const answered = demography.answers.flatMap((a, i) => (a.no_answer ? [] : [cells[i]!]));
  table.relate(table.addSum(cells), cells);
  if (answered.length < cells.length) table.relate(table.addSum(answered), answered);
  table.suppress(k);
  // an answer the filters leave out by configuration (a filter on this demography, or on a collector-type one that
  // keeps no unit with this answer) has nobody: it is no category, rather than an empty bar (docs/graphs.md "Filters");
  // its cell stays in the relations above, so what is withheld does not change
  const scope = collectorScope(cube, filters);
  const d = cube.demographies.indexOf(demography);
  const inFilter = (name: string, i: number) =>
    filters.every((f) => f.type !== 'demography' || f.code !== demography.code || f.answerNames.has(name)) &&
    (demography.type !== 'collector' || (scope?.answerKept(d, i) ?? true));
  const shown = demography.answers.flatMap((a, i) =>
    (query.hide_no_answers && a.no_answer) || !inFilter(a.name, i) ? [] : [i],
  );
  const base = shown.reduce((sum, i) => sum + counts[i]!, 0);
  // Shares reveal their base, in either view: it must add nothing to the counts already shown. It is the sum of
  // the listed answers when all are shown, or the population minus the answers not listed when those are shown and
  // everyone has an answer; otherwise the shares are withheld and the counts stay (docs/privacy.md "Rule 5").
  const shownNonempty = (i: number) => !categoryHidden[i] && (counts[i] === 0 || !table.withheld(cells[i]!));
  const remainder = population.members.length - counts.reduce((sum, c) => sum + c, 0);
  const listed = new Set(shown);
  const baseKnown =
    shown.every(shownNonempty) ||
    (remainder === 0 && demography.answers.every((_, i) => listed.has(i) || shownNonempty(i)));
  const baseHidden = !baseKnown;
  const data: (number | null)[] = [];
  const shownCounts: (number | null)[] = [];
  const reasons: (WithheldReason | null)[] = [];
  for (const i of shown) {
    const withheld = !population.usable || categoryHidden[i]! || table.withheld(cells[i]!);
    if (withheld && population.usable) context.warnings.add('graph-warning-privacy');
    shownCounts.push(withheld ? null : counts[i]!);
    if (baseHidden && !withheld) context.warnings.add('graph-warning-privacy');
    data.push(withheld || baseHidden ? null : roundedPercent(asCount(counts[i]!), asCount(base)));
    // a share withheld only because its base would give away the answers left out protects them (Rule 5)
    reasons.push(
      !population.usable ? population.reason : withheld ? table.reason(cells[i]!) : 'protects-smaller',
    );
  }
  // every listed answer was asked: each null is withheld (docs/graphs.md "withheld")
  const series = graphSeries(
    demography.name,
    data,
    data.map(() => true),
    reasons,
  );
  return graphResponse(context, [series], {
    categories: shown.map((i) => demography.answers[i]!.name),
    ...populationMeta(population, options.k),
    counts: shownCounts,
  });
}
