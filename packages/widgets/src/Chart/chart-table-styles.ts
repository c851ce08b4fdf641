import styled, { css } from 'styled-components';
import { visuallyHidden } from './visually-hidden';

/** The cells of a chart's data table (the bars', the trend chart's): padding, a rule under each row, numbers at the end. */
export const chartTableCells = css`
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
`;

/**
 * The data table alternative: visually hidden unless shown. A table sizes to its content whatever its
 * width says; as a block it clips (hidden) or scrolls (shown) instead of widening the page on a
 * 360 px screen.
 */
export const ChartTable = styled.table`
  display: block;
  max-inline-size: 100%;
  overflow-x: auto;
  margin-block-start: ${({ theme }) => theme.space.md};
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  &[data-state='hidden'] {
    ${visuallyHidden}
  }
  ${chartTableCells}
  th[scope='row'],
  thead th:first-child {
    text-align: start;
  }
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
