import { BarChart, DemographyFilters, SidebarLayout, SurveyDateSelect } from '@pulzus/widgets';

<SidebarLayout
  sidebar={
    <>
      <SurveyDateSelect surveyDates={surveyDates} value={dateIds} onValueChange={setDateIds} />
      <DemographyFilters
        demographies={demographies}
        value={filters}
        onValueChange={(demographyId, answerIds) => setFilters({ ...filters, [demographyId]: answerIds })}
      />
    </>
  }
>
  <BarChart data={data} />
</SidebarLayout>;

// ── not shown in README.md: what the app around the example provides ──
import type { Demography, GraphResponse, SurveyDate } from '@pulzus/core';

declare const surveyDates: SurveyDate[];
declare const dateIds: number[];
declare function setDateIds(ids: number[]): void;
declare const demographies: Demography[];
declare const filters: Record<number, number[]>;
declare function setFilters(filters: Record<number, number[]>): void;
declare const data: GraphResponse | undefined;
