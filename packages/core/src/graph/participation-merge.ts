import type { ParticipationCollector, ParticipationDemography } from '../schemas/participation';

/** A participation unit: collectors of one worker group with the same demography answers, counts summed. */
export interface ParticipationUnit {
  readonly worker_group_id: number;
  /** The unit's collector-demography answers, by demography id. */
  readonly demographies: readonly ParticipationDemography[];
  readonly headcount: number;
  readonly respondent_count: number;
}

const unitKey = (row: Pick<ParticipationCollector, 'worker_group_id' | 'demographies'>) =>
  `${row.worker_group_id}|${row.demographies
    .map((d) => `${d.demography_id}:${d.demography_answer_id}`)
    .sort()
    .join(',')}`;

/** Merges collector rows with the same worker group and the same demographies, summing headcount and respondent_count (spec 2 §4). */
export function mergeParticipationRows(collectors: readonly ParticipationCollector[]): ParticipationUnit[] {
  const units = new Map<string, ParticipationUnit>();
  for (const row of collectors) {
    const key = unitKey(row);
    const unit = units.get(key);
    units.set(
      key,
      unit
        ? {
            ...unit,
            headcount: unit.headcount + row.headcount,
            respondent_count: unit.respondent_count + row.respondent_count,
          }
        : {
            worker_group_id: row.worker_group_id,
            demographies: [...row.demographies].sort((a, b) => a.demography_id - b.demography_id),
            headcount: row.headcount,
            respondent_count: row.respondent_count,
          },
    );
  }
  return [...units.values()];
}
