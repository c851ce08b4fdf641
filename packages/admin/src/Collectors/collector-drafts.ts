import {
  type Collector,
  type CollectorDemography,
  type CollectorsSavePayload,
  type Demography,
  formErrors,
  isApiError,
  type MessageKey,
  type ProviderCollector,
  zCollectorForm,
  zValidationIssue,
} from '@pulzus/core';
import { z } from 'zod';

/** A collector as edited on the screen before the list is saved; `key` is its React key. */
export interface CollectorDraft {
  readonly key: string;
  /** The stored collector's id; none for a new one. */
  readonly id?: number;
  readonly sm_collector_id: string;
  readonly worker_group_id: number;
  /** The headcount as typed on the card. */
  readonly headcount: string;
  readonly demographies: readonly CollectorDemography[];
}

/** The drafts of the stored collectors, in their order. */
export function draftsOf(collectors: readonly Collector[]): CollectorDraft[] {
  return collectors.map((collector) => ({
    key: `stored-${collector.id}`,
    id: collector.id,
    sm_collector_id: collector.sm_collector_id,
    worker_group_id: collector.worker_group_id,
    headcount: String(collector.headcount),
    demographies: collector.demographies,
  }));
}

/** The card's headcount error (spec 2 §5: required, a whole number of zero or more), or undefined. */
export function headcountError(draft: Pick<CollectorDraft, 'headcount'>): MessageKey | undefined {
  return formErrors(zCollectorForm, { headcount: draft.headcount }).headcount;
}

/** The `PUT survey-dates/{id}/collectors` body of valid drafts: the whole list (spec 2 §7). */
export function collectorsSaveBody(drafts: readonly CollectorDraft[]): CollectorsSavePayload {
  return {
    collectors: drafts.map((draft) => ({
      ...(draft.id === undefined ? {} : { id: draft.id }),
      sm_collector_id: draft.sm_collector_id,
      worker_group_id: draft.worker_group_id,
      headcount: zCollectorForm.parse({ headcount: draft.headcount }).headcount,
      demographies: [...draft.demographies],
    })),
  };
}

/** The collector-type demographies: the ones a collector carries an answer for (spec 2 §2, §3). */
export function collectorTypeDemographies(demographies: readonly Demography[]): Demography[] {
  return demographies.filter((demography) => demography.type === 'collector');
}

/** The provider collector's title, or its id when the provider list does not know it. */
export function collectorTitle(
  providerCollectorId: string,
  providerCollectors: readonly ProviderCollector[],
): string {
  return (
    providerCollectors.find((collector) => collector.id === providerCollectorId)?.title ?? providerCollectorId
  );
}

/** The answer a draft carries for a demography, or undefined. */
export function answerOf(draft: Pick<CollectorDraft, 'demographies'>, demography: Demography) {
  const choice = draft.demographies.find((d) => d.demography_id === demography.id);
  return demography.answers.find((answer) => answer.id === choice?.demography_answer_id);
}

const zOtherDateField = zValidationIssue.extend({ sm_collector_id: z.string(), survey_date: z.string() });

/**
 * The cards a save refused with `collector-on-other-date` (docs/import.md "Collectors"): by draft key, the day
 * (`yyyy-MM-dd`) of the survey date that already holds its provider collector. Each field of the answer names
 * `collectors.{index}.sm_collector_id` of the sent list, which is `drafts` in order; empty for any other failure.
 */
export function otherDateConflicts(error: unknown, drafts: readonly CollectorDraft[]): Map<string, string> {
  const conflicts = new Map<string, string>();
  if (!isApiError(error) || error.code !== 'collector-on-other-date') return conflicts;
  const fields = z.array(zOtherDateField).safeParse(error.details.fields);
  for (const field of fields.data ?? []) {
    const index = /^collectors\.(\d+)\./.exec(field.path)?.[1];
    const draft = index === undefined ? undefined : drafts[Number(index)];
    if (draft) conflicts.set(draft.key, field.survey_date);
  }
  return conflicts;
}

/**
 * The first collector of an upload refused with `collector-on-other-date`, with the day (`yyyy-MM-dd`) of the
 * survey date that holds it (docs/import.md "Collectors"); undefined for any other failure.
 */
export function otherDateOfUpload(
  error: unknown,
): { sm_collector_id: string; survey_date: string } | undefined {
  if (!isApiError(error) || error.code !== 'collector-on-other-date') return undefined;
  return z.array(zOtherDateField).safeParse(error.details.fields).data?.[0];
}
