import type { Demography } from '../schemas/demography';
import type { GraphDimension } from '../schemas/graph-settings';

/** Whether a dimension row is the worker-group row (spec 2 §3). */
export function isWorkerGroupRow(
  row: Pick<GraphDimension, 'demography_id' | 'is_worker_group_demography'>,
): boolean {
  return row.is_worker_group_demography || row.demography_id === null;
}

/** The employee-group select shows only with more than one worker group and the worker group as a filter (spec 2 §2). */
export function showEmployeeGroupSelect(
  workerGroupCount: number,
  dimensions: readonly Pick<GraphDimension, 'demography_id' | 'is_worker_group_demography' | 'is_filter'>[],
): boolean {
  return workerGroupCount > 1 && dimensions.some((row) => isWorkerGroupRow(row) && row.is_filter);
}

/** 'Hide not answered' shows only when the selected demography has a no-answer answer (spec 2 §2). */
export function showHideNotAnswered(demography: Pick<Demography, 'answers'> | null | undefined): boolean {
  return demography?.answers.some((answer) => answer.no_answer) ?? false;
}

/** The demography filter multi-selects a graph offers: rows marked `is_filter`, worker-group row aside (spec 2 §2, §4). */
export function filterDemographyIds(
  dimensions: readonly Pick<GraphDimension, 'demography_id' | 'is_worker_group_demography' | 'is_filter'>[],
): number[] {
  return dimensions.flatMap((row) => (!isWorkerGroupRow(row) && row.is_filter ? [row.demography_id!] : []));
}
