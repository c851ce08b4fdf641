import styled from 'styled-components';

/**
 * The printed report's page: A4 landscape pages from Chromium's print (docs/reports.md), each section
 * on a page of its own, the charts' number tables shown (they are the text a reader and a screen reader
 * of the PDF get), the charts' screen controls left out.
 */
export const ReportRoot = styled.article`
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.45;
  max-inline-size: 100%;

  h1 {
    font-size: 32px;
    margin: 0 0 ${({ theme }) => theme.space.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  .pulzus-report-cover {
    break-after: page;
    padding-block-start: 18vh;
  }
  .pulzus-report-account {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .pulzus-report-cover dl div,
  .pulzus-report-explanations div {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    padding-block: ${({ theme }) => theme.space.xs};
  }
  .pulzus-report-cover dt {
    inline-size: 14em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-report-cover dd,
  .pulzus-report-explanations dd {
    margin: 0;
  }
  .pulzus-report-explanations div {
    flex-direction: column;
    gap: 0;
  }
  .pulzus-report-explanations dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .pulzus-report-section {
    break-before: page;
  }
  /* the executive summary: one page of boxes, the headline index large */
  .pulzus-report-summary-grid {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
  .pulzus-report-summary-box {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    break-inside: avoid;
  }
  .pulzus-report-summary-box h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .pulzus-report-summary-box ol {
    margin: 0;
    padding-inline-start: 1.4em;
  }
  .pulzus-report-summary-box p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  .pulzus-report-summary-headline {
    display: block;
    font-size: 40px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.1;
  }
  .pulzus-report-summary-value {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  .pulzus-report-muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* the comments section: each question's themes and examples stay together on one page */
  .pulzus-report-comment-question {
    break-inside: avoid;
    margin-block-end: ${({ theme }) => theme.space.lg};
  }
  .pulzus-report-comment-question h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .pulzus-report-comment-columns {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.lg};
  }
  .pulzus-report-comment-columns h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  .pulzus-report-comment-columns ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  .pulzus-report-comment-columns blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  .pulzus-report-toc a {
    color: inherit;
  }
  .pulzus-report-selection {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  .pulzus-report-explanation {
    max-inline-size: 60em;
  }
  /* why values are hidden (docs/privacy.md "Reasons"): beside the chart, muted like the explanation */
  .pulzus-graph-alert {
    max-inline-size: 60em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* a figure block (docs/reports.md "Print layout"): a graph's heading, what it chose, its explanation
     and notices stay with the chart beneath them, and the legend with the chart above it; the charts are
     no taller than a page holds beneath the heading (ReportDocument's print layout) */
  .pulzus-report-section > h2,
  .pulzus-report-selection,
  .pulzus-report-explanation,
  .pulzus-graph-alert,
  .pulzus-heatmap-tools {
    break-after: avoid;
  }
  svg {
    break-inside: avoid;
  }
  .pulzus-chart-legend,
  .pulzus-trend-legend,
  .pulzus-drivers-legend {
    break-before: avoid;
    break-inside: avoid;
  }
  tr {
    break-inside: avoid;
  }
  /* wide views fit the page's width: the heatmap's columns share it, their names wrap */
  [data-component='Pulzus.Heatmap'] .pulzus-heatmap-scroll {
    overflow: visible;
  }
  [data-component='Pulzus.Heatmap'] table {
    inline-size: 100%;
    table-layout: fixed;
    border-spacing: 1px;
    font-size: 11px;
  }
  [data-component='Pulzus.Heatmap'] th,
  [data-component='Pulzus.Heatmap'] td {
    padding: 4px 2px;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  [data-component='Pulzus.Heatmap'] thead th,
  [data-component='Pulzus.Heatmap'] th[scope='row'] {
    position: static;
    min-inline-size: 0;
    max-inline-size: none;
  }
  [data-component='Pulzus.Heatmap'] thead th:first-child {
    position: static;
    inline-size: 14%;
    min-inline-size: 0;
  }
  /* the numbers as text: the charts' data tables, shown */
  .pulzus-chart-table[data-state='hidden'] {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: ${({ theme }) => theme.space.md} 0 0;
    overflow: visible;
    clip-path: none;
    white-space: normal;
    display: table;
    break-inside: auto;
  }
`;
