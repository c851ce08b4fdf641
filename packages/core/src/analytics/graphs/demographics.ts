import { roundedPercent } from '../../indexes/round-half-up';
import { asCount } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse } from '../../schemas/graph-response';
import { CellTable } from '../cell-table';
import { datePopulation, type GraphContext, graphResponse } from '../graph-context';
import { findDemography, portableFilters } from '../population';

/**
 * demographics (spec 2 §7; graphs.md finer point 2): the share and count of respondents per answer of one
 * demography, withheld cell by cell; secondary suppression over all answers and over the answers still shown
 * without no-answers, so both views of `hide_no_answers` withhold the same answers.
 */
export function demographicsGraph(query: GraphQueryOf<'demographics'>, context: GraphContext): GraphResponse {
  const { k } = context.options;
  const { cube, demography } = findDemography(context.cubes, query.demography_id);
  const population = datePopulation(cube, portableFilters(query.filters, [cube, ...context.cubes]), context);
  const counts = new Int32Array(demography.answers.length);
  for (const r of population.members) {
    const a = demography.answerOf[r]!;
    if (a >= 0) counts[a]!++;
  }
  const table = new CellTable();
  const cells = Array.from(counts, (c) => table.add(0, 0, 0, c));
  const answered = demography.answers.flatMap((a, i) => (a.no_answer ? [] : [cells[i]!]));
  table.relate(table.addSum(cells), cells);
  if (answered.length < cells.length) table.relate(table.addSum(answered), answered);
  table.suppress(k);
  const shown = demography.answers.flatMap((a, i) => (query.hide_no_answers && a.no_answer ? [] : [i]));
  const base = shown.reduce((sum, i) => sum + counts[i]!, 0);
  const data: (number | null)[] = [];
  const shownCounts: (number | null)[] = [];
  for (const i of shown) {
    const withheld = !population.usable || table.withheld(cells[i]!);
    if (withheld && population.usable) context.warnings.add('graph-warning-privacy');
    shownCounts.push(withheld ? null : counts[i]!);
    data.push(withheld ? null : roundedPercent(asCount(counts[i]!), asCount(base)));
  }
  return graphResponse(context, [{ name: demography.name, data }], {
    categories: shown.map((i) => demography.answers[i]!.name),
    worker_count: population.members.length,
    counts: shownCounts,
  });
}
