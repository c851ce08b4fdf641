import styled from 'styled-components';
import { chartFrameBase } from '../Chart/chart-styles';
import { chartTableCells } from '../Chart/chart-table-styles';
import { tooltipSurface } from '../Chart/chart-tooltip-styles';
import { visuallyHidden } from '../Chart/visually-hidden';

/**
 * The trend chart's frame over the shell's (Chart/chart-styles.ts): the drawing, its legend and
 * the table, never wider than its container.
 */
export const TrendFrame = styled.div`
  ${chartFrameBase}
  contain: inline-size;

  svg {
    display: block;
    overflow: visible;
  }
  .pulzus-trend-axis text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .pulzus-trend-grid line {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .pulzus-trend-hidden {
    fill: ${({ theme }) => theme.colors.withheld};
    font-size: 11px;
  }
  .pulzus-trend-point {
    cursor: pointer;
    outline: none;
  }
  .pulzus-trend-point:focus-visible .pulzus-trend-ring {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 2;
    fill: none;
  }
  .pulzus-trend-end {
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .pulzus-trend-end [data-muted] {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  /* the engagement index's name and a change that means something stand out */
  .pulzus-trend-end[data-kind='engagement'],
  .pulzus-trend-end [data-meaningful] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .pulzus-trend-legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    list-style: none;
  }
  .pulzus-trend-legend li {
    display: inline-flex;
    min-inline-size: 0;
  }
  .pulzus-trend-legend button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-inline-size: 0;
    padding: 2px ${({ theme }) => theme.space.xs};
    font: inherit;
    color: inherit;
    text-align: start;
    overflow-wrap: anywhere;
    background: none;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-trend-legend button[data-kind='engagement'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* a hidden line's entry: struck through, its swatch hollow */
  .pulzus-trend-legend button[aria-pressed='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  .pulzus-trend-legend button[aria-pressed='false'] .pulzus-trend-swatch {
    opacity: 0.35;
  }
  .pulzus-trend-legend button:disabled {
    cursor: default;
  }
  .pulzus-trend-legend button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .pulzus-trend-swatch {
    flex: none;
    inline-size: 16px;
    block-size: 3px;
    border-radius: 2px;
  }
  .pulzus-trend-swatch[data-kind='engagement'] {
    block-size: 5px;
  }
  .pulzus-trend-table {
    max-inline-size: 100%;
    overflow-x: auto;
    margin-block-start: ${({ theme }) => theme.space.sm};
  }
  .pulzus-trend-table[data-state='hidden'] {
    ${visuallyHidden}
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    ${visuallyHidden}
  }
  ${chartTableCells}
  th,
  td {
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: start;
    white-space: normal;
    min-inline-size: 120px;
  }
  td [data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td[data-withheld] {
    color: ${({ theme }) => theme.colors.withheld};
  }
`;

/** The tooltip of the focused or hovered point. */
export const TrendTooltipBox = styled.div`
  ${tooltipSurface}
  max-inline-size: 260px;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-trend-tip-date {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-trend-tip-value {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
  [data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
