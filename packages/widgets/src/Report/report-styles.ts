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
  /* screen controls (export, show the table, info popovers, the sorting arrows) have no use on paper;
     the heatmap's sorting buttons stay, they hold its column names */
  .pulzus-chart-toolbar,
  [data-component='Pulzus.InfoPopover'],
  .pulzus-participation-info,
  .pulzus-heatmap-sort {
    display: none !important;
  }
`;
