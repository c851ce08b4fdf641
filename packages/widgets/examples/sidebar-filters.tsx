import type { Demography, GraphResponse, SurveyDate } from '@pulzus/core';
import { BarChart, DemographyFilters, SidebarLayout, SurveyDateSelect } from '@pulzus/widgets';
import { useState } from 'react';

export function FilteredChart({ surveyDates, demographies, data }: FilteredChartProps) {
  const [dateIds, setDateIds] = useState<number[]>([]);
  const [filters, setFilters] = useState<Record<number, number[]>>({});
  return (
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
    </SidebarLayout>
  );
}

interface FilteredChartProps {
  surveyDates: SurveyDate[];
  demographies: Demography[];
  // the graph/data answer for dateIds and filters, loaded by your app
  data: GraphResponse | undefined;
}
