import { roundedPercent } from '../indexes/round-half-up';
import { asCount, type Percent } from '../indexes/units';
import type { Demography } from '../schemas/demography';
import type { ParticipationCollector } from '../schemas/participation';
import { mergeParticipationRows, type ParticipationUnit } from './participation-merge';

/** The demography fields the participation table reads. */
export type ParticipationTableDemography = Pick<Demography, 'id' | 'name' | 'type' | 'order' | 'answers'>;

/** One table row: a unit with its label and completion ratio. */
export interface ParticipationRow extends ParticipationUnit {
  /** Its collector-demography answer names by demography order, joined with " / " (graphs.md finer point 9). */
  readonly label: string;
  /** Respondents / headcount as a whole percent rounded half up; null with no headcount (spec 2 §9). */
  readonly completion: Percent | null;
}

/** The footer row of a table: the sums and their completion ratio (spec 2 §2). */
export interface ParticipationTotal {
  readonly headcount: number;
  readonly respondent_count: number;
  readonly completion: Percent | null;
}

/** The participation table of one worker group (spec 2 §2). */
export interface ParticipationTable {
  readonly worker_group_id: number;
  readonly rows: readonly ParticipationRow[];
  readonly total: ParticipationTotal;
}

/** Completion ratio = respondents / headcount as a whole percent, half up; null without headcount (spec 2 §9). */
export function completionRatio(respondents: number, headcount: number): Percent | null {
  return roundedPercent(asCount(respondents), asCount(headcount));
}

/** The title demography: the first collector-type demography by order (graphs.md finer point 9). */
export function titleDemography<D extends Pick<Demography, 'type' | 'order'>>(
  demographies: readonly D[],
): D | null {
  const collectorType = demographies.filter((d) => d.type === 'collector');
  return collectorType.reduce<D | null>(
    (first, d) => (first === null || d.order < first.order ? d : first),
    null,
  );
}

/**
 * One table per worker group (first-seen order, or `workerGroupOrder`): merged units ordered by the answer
 * order of the title demography (units without one last, ties in first-seen order), and a total row (spec 2 §2, §4).
 */
export function participationTables(
  collectors: readonly ParticipationCollector[],
  demographies: readonly ParticipationTableDemography[],
  workerGroupOrder: readonly number[] = [],
): ParticipationTable[] {
  const byOrder = [...demographies].sort((a, b) => a.order - b.order);
  const title = titleDemography(demographies);
  const answerRank = (unit: ParticipationUnit) => {
    const chosen = unit.demographies.find((d) => d.demography_id === title?.id)?.demography_answer_id;
    const rank = title?.answers.findIndex((a) => a.id === chosen) ?? -1;
    return rank < 0 ? Number.POSITIVE_INFINITY : rank;
  };
  const label = (unit: ParticipationUnit) =>
    byOrder
      .flatMap((demography) => {
        const chosen = unit.demographies.find((d) => d.demography_id === demography.id)?.demography_answer_id;
        const answer = demography.answers.find((a) => a.id === chosen);
        return answer ? [answer.name] : [];
      })
      .join(' / ');

  const units = mergeParticipationRows(collectors);
  const seen = [...new Set(units.map((u) => u.worker_group_id))];
  const groupIds = [
    ...workerGroupOrder.filter((id) => seen.includes(id)),
    ...seen.filter((id) => !workerGroupOrder.includes(id)),
  ];
  return groupIds.map((workerGroupId) => {
    const rows = units
      .filter((u) => u.worker_group_id === workerGroupId)
      .map((unit, index) => ({ unit, index, rank: answerRank(unit) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ unit }) => ({
        ...unit,
        label: label(unit),
        completion: completionRatio(unit.respondent_count, unit.headcount),
      }));
    const headcount = rows.reduce((sum, r) => sum + r.headcount, 0);
    const respondent_count = rows.reduce((sum, r) => sum + r.respondent_count, 0);
    return {
      worker_group_id: workerGroupId,
      rows,
      total: { headcount, respondent_count, completion: completionRatio(respondent_count, headcount) },
    };
  });
}
