import type { DriverPoint } from '@pulzus/core';
import { ChartDataTable } from '../Chart/ChartDataTable';
import { useChartShell } from '../Chart/ChartShell';
import type { ColumnTableColumn } from '../ui/ColumnTable';
import type { DriverQuadrantMessages } from './driver-messages';
import { type DriverView, type DriverViewModel, formatImpact } from './driver-quadrant-model';
import { CellInline } from './driver-quadrant-styles';

/** Props of the ranked table. */
interface DriverTableProps {
  readonly view: DriverView;
  readonly model: DriverViewModel;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  /** Whether the answer carries the company's scores (a filtered population's, docs/graphs.md "Key drivers"). */
  readonly company: boolean;
  /** Why a point is not drawn, in words. */
  readonly notDrawnWords: (point: DriverPoint) => string;
}

/** A row: a drawn point with its rank and quadrant, or a point not drawn with a dash and why. */
interface DriverRow {
  readonly point: DriverPoint;
  readonly rank: string;
  readonly verdict: string;
  readonly drawn: boolean;
}

/** The same attributes on a column's header and its cells: the styles' hooks (a number, a column a phone hides). */
const marked = (...attributes: `data-${string}`[]) => {
  const props = Object.fromEntries(attributes.map((attribute) => [attribute, '']));
  return { headerProps: props, cellProps: props };
};

/**
 * The ranked table under the quadrant: every point drawn by impact, each with its quadrant, then those not drawn
 * with the reason.
 */
export function DriverTable({
  view,
  model,
  messages,
  scoreName,
  impactName,
  company,
  notDrawnWords,
}: DriverTableProps) {
  const shell = useChartShell();
  const { language, messages: chart, formatValue: percent } = shell;
  const scoreText = (value: number | null) => (value === null ? '–' : percent(value));
  const items = view === 'items';
  const columns: (ColumnTableColumn<DriverRow> | false)[] = [
    { key: 'rank', header: '#', cell: (row) => row.rank, ...marked('data-number') },
    {
      key: 'name',
      header: chart.category,
      rowHeader: true,
      cell: ({ point, verdict }) => (
        <>
          {point.name}
          {items && <CellInline>{point.topicName}</CellInline>}
          <CellInline>{verdict}</CellInline>
        </>
      ),
    },
    items && {
      key: 'topic',
      header: messages.topic,
      cell: (row) => row.point.topicName,
      ...marked('data-topic'),
    },
    { key: 'score', header: scoreName, cell: (row) => scoreText(row.point.score), ...marked('data-number') },
    company && {
      key: 'company',
      header: messages.companyScore,
      cell: (row) => scoreText(row.point.companyScore),
      ...marked('data-number', 'data-company'),
    },
    {
      key: 'impact',
      header: impactName,
      cell: ({ point }) => (point.impact === null ? '–' : formatImpact(point.impact, language)),
      ...marked('data-number'),
    },
    {
      key: 'quadrant',
      header: messages.quadrant,
      cell: (row) => row.verdict,
      ...marked('data-quadrant-column'),
    },
  ];
  const rows: DriverRow[] = [
    ...model.drawn.map((point, rank) => ({
      point,
      rank: String(rank + 1),
      verdict: messages[point.quadrant!],
      drawn: true,
    })),
    ...model.notDrawn.map((point) => ({ point, rank: '–', verdict: notDrawnWords(point), drawn: false })),
  ];
  return (
    <ChartDataTable
      shell={shell}
      frame="group"
      className="pulzus-drivers-table"
      columns={columns.filter((column) => column !== false)}
      rows={rows}
      rowKey={(row) => row.point.index}
      rowProps={({ point, drawn }) => ({
        'data-quadrant': drawn ? (point.quadrant ?? undefined) : undefined,
        'data-withheld': (!drawn && point.withheld) || undefined,
      })}
    />
  );
}
