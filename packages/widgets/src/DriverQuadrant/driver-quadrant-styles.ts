import styled from 'styled-components';
import { chartFrameBase } from '../Chart/chart-styles';
import { tooltipSurface } from '../Chart/chart-tooltip-styles';

/**
 * The key-drivers frame over the shell's (Chart/chart-styles.ts): the view switch, the plot, the note of points not
 * drawn and the ranked table.
 */
export const DriverQuadrantFrame = styled.div`
  ${chartFrameBase}
  /* its width is the container's, never the table's: a wide table scrolls inside, the page does not */
  contain: inline-size;

  .pulzus-drivers-view {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
    border: 0;
  }
  .pulzus-drivers-view legend {
    float: left;
    margin-inline-end: ${({ theme }) => theme.space.sm};
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-drivers-view label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
  .pulzus-drivers-plot {
    position: relative;
    inline-size: 100%;
  }
  svg {
    display: block;
    overflow: visible;
  }
  .pulzus-drivers-quadrant-name {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    fill: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .pulzus-drivers-axis text {
    font-size: ${({ theme }) => theme.font.size.xs};
    fill: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .pulzus-drivers-axis line {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .pulzus-drivers-divider {
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-dasharray: 4 3;
  }
  .pulzus-drivers-label {
    font-size: ${({ theme }) => theme.font.size.xs};
    fill: ${({ theme }) => theme.colors.text};
    paint-order: stroke;
    stroke: ${({ theme }) => theme.colors.background};
    stroke-width: 3px;
    pointer-events: none;
  }
  .pulzus-drivers-leader {
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 1;
  }
  .pulzus-drivers-axis path {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 1.5;
  }
  .pulzus-drivers-name-all {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-block-end: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  .pulzus-drivers-legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    list-style: none;
  }
  .pulzus-drivers-legend li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  .pulzus-drivers-swatch {
    display: inline-block;
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
  }
  .pulzus-drivers-swatch[data-shape='small'] {
    inline-size: 9px;
    block-size: 9px;
  }
  .pulzus-drivers-focus-rule {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-drivers-focus ol {
    margin: 0;
    padding-inline-start: 1.75em;
  }
  .pulzus-drivers-focus li {
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  .pulzus-drivers-focus-name {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-inline-end: ${({ theme }) => theme.space.sm};
  }
  .pulzus-drivers-badge {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: 4px;
    font-size: ${({ theme }) => theme.font.size.xs};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  .pulzus-drivers-badge[data-quadrant='priorities'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
  .pulzus-drivers-badge[data-quadrant='strengths'] {
    border-color: ${({ theme }) => theme.colors.positive};
  }
  .pulzus-drivers-focus-values {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  [data-point] {
    outline: none;
    cursor: default;
  }
  [data-point] circle {
    stroke: ${({ theme }) => theme.colors.background};
    stroke-width: 1.5;
  }
  [data-point]:focus-visible .pulzus-focus-ring,
  [data-point][data-active] .pulzus-focus-ring {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 2;
  }
  .pulzus-focus-ring {
    fill: none;
    stroke: none;
  }
  .pulzus-drivers-not-drawn {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-drivers-table {
    max-inline-size: 100%;
    margin-block-start: ${({ theme }) => theme.space.md};
    overflow-x: auto;
    /* a phone's table drops its topic and quadrant columns and names them under the point's name (below) */
    container-type: inline-size;
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  td[data-number],
  th[data-number] {
    text-align: end;
  }
  td[data-number] {
    white-space: nowrap;
  }
  thead th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr[data-withheld] td {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @container (max-width: 480px) {
    table {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    th,
    td {
      padding-inline: ${({ theme }) => theme.space.xs};
    }
    [data-topic],
    [data-quadrant-column] {
      display: none;
    }
    .pulzus-drivers-inline {
      display: block;
    }
  }
`;

/**
 * An item's topic, or a point's quadrant, under its name in the ranked table, shown only where their columns
 * are not (a narrow table: six columns do not fit a phone, and the impact would scroll out of sight).
 */
export const CellInline = styled.span.attrs({ className: 'pulzus-drivers-inline' })`
  display: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The tooltip of the focused or hovered point. */
export const DriverTooltipBox = styled.div`
  ${tooltipSurface}
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};

  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
`;
