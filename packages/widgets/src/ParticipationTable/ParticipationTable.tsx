import {
  formatNumber,
  formatPercent,
  type ParticipationCollector,
  type ParticipationTableDemography,
  participationTables,
} from '@pulzus/core';
import { type ComponentPropsWithRef, type ReactNode, useMemo } from 'react';
import { usePrintMode } from '../Chart/print-mode';
import { InfoPopover } from '../InfoPopover/InfoPopover';
import { type ParticipationMessages, participationMessages } from './participation-messages';
import { ParticipationFrame, ParticipationScroll } from './participation-styles';

/** A worker group as the tables name it. */
export interface ParticipationWorkerGroup {
  id: number;
  name: string;
}

/** Props of the participation tables. */
export interface ParticipationTableProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The collector rows of `POST graph/participation-rate`; null or omitted while loading or on error. */
  collectors?: readonly ParticipationCollector[] | null;
  /** The survey date's demographies, for unit labels and row order; default none. */
  demographies?: readonly ParticipationTableDemography[];
  /** Worker groups in display order with their names; groups not listed follow in first-seen order. */
  workerGroups?: readonly ParticipationWorkerGroup[];
  /** Language of numbers and built-in texts: 'hu' or 'en'; default 'en'. */
  language?: string;
  /** Text overrides; default the built-in texts of `language`. */
  messages?: Partial<ParticipationMessages>;
  /** The info popup content; default the built-in explanation. */
  explanation?: ReactNode;
  /** Shows the loading state; default false. */
  loading?: boolean;
  /** Shows the error state; a string replaces the default text; default false. */
  error?: boolean | string;
}

/**
 * Participation tables, one per worker group: unit, sent (headcount), completed (respondents) and the
 * completion rate, collectors of one unit merged, a total footer row, and an info popup (spec 2 §2).
 * Merging, order and rates come from `@pulzus/core`'s `participationTables`.
 */
export function ParticipationTable({
  collectors,
  demographies = [],
  workerGroups = [],
  language = 'en',
  messages: overrides,
  explanation,
  loading = false,
  error = false,
  ...rest
}: ParticipationTableProps) {
  const t = useMemo(() => participationMessages(language, overrides), [language, overrides]);
  const tables = useMemo(
    () =>
      collectors
        ? participationTables(
            collectors,
            demographies,
            workerGroups.map((g) => g.id),
          )
        : [],
    [collectors, demographies, workerGroups],
  );
  const state = loading ? 'loading' : error ? 'error' : tables.length === 0 ? 'empty' : 'ready';
  const count = (n: number) => formatNumber(n, language);
  const rate = (p: number | null) => (p === null ? t.noRate : formatPercent(p, language));
  const groupName = (id: number) =>
    workerGroups.find((g) => g.id === id)?.name ?? t.workerGroup.replace('{{id}}', String(id));

  const print = usePrintMode();
  return (
    <ParticipationFrame
      {...rest}
      data-component="Pulzus.ParticipationTable"
      data-state={state}
      aria-busy={loading || undefined}
    >
      {/* on paper no info button: the report prints the explanation beside the table (Chart/print-mode.ts) */}
      {!print && (
        <div className="pulzus-participation-info">
          <InfoPopover label={t.info}>{explanation ?? t.explanation}</InfoPopover>
        </div>
      )}
      {state === 'loading' && (
        <div role="status" className="pulzus-participation-status">
          {t.loading}
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className="pulzus-participation-status" data-status="error">
          {typeof error === 'string' ? error : t.error}
        </div>
      )}
      {state === 'empty' && (
        <div role="status" className="pulzus-participation-status">
          {t.empty}
        </div>
      )}
      {state === 'ready' &&
        tables.map((table) => (
          // a narrow screen scrolls the table in its own box: words are never broken to fit
          <ParticipationScroll
            key={table.worker_group_id}
            className="pulzus-participation-scroll"
            role="region"
            aria-label={groupName(table.worker_group_id)}
            tabIndex={0}
          >
            <table data-worker-group={table.worker_group_id}>
              <caption>{groupName(table.worker_group_id)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.unit}</th>
                  <th scope="col">{t.sent}</th>
                  <th scope="col">{t.completed}</th>
                  <th scope="col">{t.rate}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr
                    key={row.demographies
                      .map((d) => `${d.demography_id}:${d.demography_answer_id}`)
                      .join(',')}
                  >
                    <th scope="row">{row.label || t.noUnit}</th>
                    <td>{count(row.headcount)}</td>
                    <td>{count(row.respondent_count)}</td>
                    <td>{rate(row.completion)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-total="">
                  <th scope="row">{t.total}</th>
                  <td>{count(table.total.headcount)}</td>
                  <td>{count(table.total.respondent_count)}</td>
                  <td>{rate(table.total.completion)}</td>
                </tr>
              </tfoot>
            </table>
          </ParticipationScroll>
        ))}
    </ParticipationFrame>
  );
}
