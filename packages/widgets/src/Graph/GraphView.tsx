import {
  type ChartGraphSlug,
  errorMessageKey,
  graphTitleKey,
  isApiError,
  latestSurveyDate,
  type SidebarState,
} from '@pulzus/core';
import { type ComponentPropsWithRef, type ComponentType, type CSSProperties, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import { InfoPopover } from '../InfoPopover/InfoPopover';
import type { QuestionFiltersProps } from '../QuestionFilters/QuestionFilters';
import { type SidebarLinkComponent, SidebarLayout } from '../Sidebar/Sidebar';
import { useT } from '../session/useT';
import { themeCssVariables } from '../theme/theme';
import { GraphExportButton } from './GraphExportButton';
import { GraphNotices } from './GraphNotices';
import { ReportButton } from '../Report/ReportButton';
import { reportSelection } from '../Report/report-selection';
import { GraphSidebar } from './GraphSidebar';
import { GraphStage } from './GraphStage';
import { GraphRoot } from './graph-styles';
import { chartComponentOf } from './chart-component';
import { hasTopicColours } from './graph-controls';
import { isNarrowViewport } from './narrow-viewport';
import { type GraphModel, useGraphModel } from './useGraphModel';
import { topicColorNames } from '../Chart/topic-legend';
import { workerCountRows } from './worker-count-text';

/** Props of the connected graph widget. */
export interface GraphProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The graph to show (spec 2 §2 graph slugs, participation_rate aside). */
  slug: ChartGraphSlug;
  /** Renders the sidebar's "new query" link; default a plain `<a>` (the portal passes its router link). */
  linkComponent?: SidebarLinkComponent;
  /** Where "new query" leads; default "/welcome". */
  newQueryHref?: string;
  /** Whether the sidebar starts open; default open from 900 px of viewport width, closed below (phones). */
  defaultSidebarOpen?: boolean;
  /** Whether the xlsx export button shows; default true (an embed token may not download). */
  excelExport?: boolean;
  /** The sidebar state to start from (the portal reads it from the address); default nothing chosen. */
  initialState?: SidebarState | undefined;
  /** Called with the sidebar state after every change; default none. */
  onStateChange?: ((state: SidebarState) => void) | undefined;
}

/** The names of the chosen filters the graph does not apply, joined for the note; empty when none. */
function useDroppedFilterNames(model: GraphModel): string {
  const { t } = useT();
  return model.droppedFilters
    .map((dropped) => {
      if (dropped.type === 'worker_group') {
        return (
          model.lists.workerGroups.find((g) => g.id === dropped.workerGroupId)?.name ??
          t('graph-sidebar-worker-group')
        );
      }
      if (dropped.type === 'demography') {
        return (
          model.lists.demographies.find((d) => d.id === dropped.demographyId)?.name ??
          String(dropped.demographyId)
        );
      }
      return t('graph-filter-answers');
    })
    .join(', ');
}

/** Props of {@link GraphView}: the graph's props and the admin question filters to show. */
export interface GraphViewProps extends GraphProps {
  /** The admins' question filters (spec 2 §2); none where no admin can be, as in the embed element. */
  questionFilters?: ComponentType<QuestionFiltersProps> | undefined;
}

/**
 * `<Graph>` with its admin question filters passed in: `Graph` passes them, the embed element
 * leaves them out of its script, since an embed token is never an admin's (docs/embedding.md "The element
 * (client)").
 */
export function GraphView({
  slug,
  linkComponent,
  newQueryHref,
  defaultSidebarOpen,
  excelExport = true,
  questionFilters,
  initialState,
  onStateChange,
  className,
  style,
  ...rest
}: GraphViewProps) {
  const theme = usePulzusTheme();
  const { t, language } = useT();
  const model = useGraphModel(slug, { initialState, onStateChange });
  const droppedNote = useDroppedFilterNames(model);
  const title = t(graphTitleKey(slug));
  const Chart = chartComponentOf(slug);
  const selectedDates = (model.lists.surveyDates ?? []).filter((d) =>
    model.state.surveyDateIds.includes(d.id),
  );
  const errorText = model.error
    ? t(errorMessageKey(isApiError(model.error) ? model.error.code : null))
    : false;
  const meta = model.data?.graph_meta;
  const [sidebarOpen] = useState(() => defaultSidebarOpen ?? !isNarrowViewport());
  return (
    <ThemeProvider theme={theme}>
      <GraphRoot
        {...rest}
        className={className}
        style={{ ...(themeCssVariables(theme) as CSSProperties), ...style }}
        data-component="Pulzus.Graph"
        data-slug={slug}
        data-state={
          model.error || model.graphError
            ? 'error'
            : model.loading
              ? 'loading'
              : model.data
                ? 'ready'
                : 'empty'
        }
        aria-busy={model.loading || undefined}
        aria-label={title}
      >
        <SidebarLayout
          sidebar={<GraphSidebar model={model} questionFilters={questionFilters} />}
          defaultOpen={sidebarOpen}
          filterCount={model.activeFilterCount}
          {...(linkComponent ? { linkComponent } : {})}
          {...(newQueryHref ? { newQueryHref } : {})}
        >
          <header className="pulzus-graph-header">
            <h2>{title}</h2>
            {model.lists.explanation && (
              <InfoPopover label={t('graph-explanation')} title={title}>
                {model.lists.explanation}
              </InfoPopover>
            )}
          </header>
          {droppedNote && (
            <p role="status" className="pulzus-graph-alert" data-dropped-filters>
              {t('graph-filter-dropped', { filters: droppedNote })}
            </p>
          )}
          <GraphNotices data={model.data} warnings={model.warnings} slug={slug} />
          {meta && (
            <dl className="pulzus-graph-summary">
              {workerCountRows(meta, model.lists.surveyDates ?? [], t, language).map((row) => (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd data-withheld={row.withheld}>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <GraphStage refreshing={model.refreshing} error={model.graphError} onRetry={model.retry}>
            <Chart
              data={model.data}
              {...(hasTopicColours(slug) ? { topicNames: topicColorNames(model.lists.topics) } : {})}
              title={title}
              language={language}
              loading={model.loading && !model.error}
              // a failed list load is the chart's error state (role alert); a failed graph query is the stage's
              error={errorText}
            />
          </GraphStage>
          {excelExport && (
            <div className="pulzus-graph-actions">
              <GraphExportButton
                title={title}
                // the shown chart belongs to the previous query while the next loads: nothing to export yet
                data={model.refreshing ? null : model.data}
                request={model.request}
                ticketSurveyDateId={latestSurveyDate(selectedDates)?.id ?? null}
              />
              {/* the report of this selection: every enabled graph with these dates and filters (docs/reports.md) */}
              <ReportButton
                selection={reportSelection(model.state.surveyDateIds, selectedDates, model.request)}
              />
            </div>
          )}
        </SidebarLayout>
      </GraphRoot>
    </ThemeProvider>
  );
}
