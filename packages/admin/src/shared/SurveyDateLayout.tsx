import { SidebarLayout, type SidebarLinkComponent, SurveyDateSelect, useT } from '@pulzus/widgets';
import type { ReactNode } from 'react';
import type { EditableSurveyDate } from './useEditableSurveyDate';

/** Where the sidebar's "new query" link leads and how it is rendered (the portal passes its router link). */
export interface SidebarLinkOptions {
  /** Renders the sidebar's "new query" link; default a plain `<a>`. */
  linkComponent?: SidebarLinkComponent;
  /** Where "new query" leads; default none: an admin screen is not a query, so it has no such link. */
  newQueryHref?: string;
}

/** Props of {@link SurveyDateLayout}. */
export interface SurveyDateLayoutProps extends SidebarLinkOptions {
  /** The survey-date choice shown in the sidebar. */
  choice: EditableSurveyDate;
  /** The screen's content. */
  children: ReactNode;
}

/**
 * The shared sidebar layout of a survey-date configuration screen (spec 2 §2): a single survey-date
 * select (year and month, the latest preselected) beside the content, with no "new query" link.
 */
export function SurveyDateLayout({ choice, linkComponent, newQueryHref, children }: SurveyDateLayoutProps) {
  const { t } = useT();
  const sidebar =
    choice.surveyDates.length > 0 ? (
      <SurveyDateSelect
        label={t('admin-survey-date-select')}
        surveyDates={choice.surveyDates}
        value={choice.surveyDateId === null ? [] : [choice.surveyDateId]}
        onValueChange={([id]) => id !== undefined && choice.choose(id)}
      />
    ) : null;
  return (
    <SidebarLayout
      sidebar={sidebar}
      {...(linkComponent ? { linkComponent } : {})}
      newQueryHref={newQueryHref ?? null}
    >
      {children}
    </SidebarLayout>
  );
}
