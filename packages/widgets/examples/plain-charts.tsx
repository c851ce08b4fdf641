import type { GraphResponse } from '@pulzus/core';
import { BarChart, ColumnChart } from '@pulzus/widgets';
import { createRoot } from 'react-dom/client';

const data: GraphResponse = {
  graph_data: [{ name: '2024 May', data: [72, 48] }],
  graph_meta: { categories: ['Sales', 'Finance'], categories_colors: [], worker_count: 120 },
  warnings: [],
};

// no provider around them
createRoot(document.getElementById('charts')!).render(
  <>
    <BarChart data={data} title="Engagement" language="en" />
    <ColumnChart data={data} title="Elkötelezettség" language="hu" loading={false} error={false} />
  </>,
);
