import styled from 'styled-components';
import { chartFrameBase } from '../Chart/chart-styles';
import { visuallyHidden } from '../Chart/visually-hidden';

/**
 * The heatmap's frame over the shell's (Chart/chart-styles.ts): its tools, then the table scrolling sideways on a
 * phone, its first column pinned.
 */
export const HeatmapFrame = styled.div`
  ${chartFrameBase}
  /* its width is the container's, never the table's: a wide table scrolls inside, the page does not */
  contain: inline-size;

  .pulzus-heatmap-tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
  .pulzus-heatmap-legend {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-heatmap-legend span::before {
    content: '';
    display: inline-block;
    inline-size: 12px;
    block-size: 12px;
    margin-inline-end: ${({ theme }) => theme.space.xs};
    vertical-align: -1px;
    border-radius: 2px;
  }
  .pulzus-heatmap-legend [data-tone='below']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.negative} 55%, ${({ theme }) => theme.colors.background});
  }
  .pulzus-heatmap-legend [data-tone='above']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.positive} 55%, ${({ theme }) => theme.colors.background});
  }
  .pulzus-heatmap-scroll {
    /* the containing block of the cells' screen-reader texts (absolutely positioned): without it they
       escape the sideways scroll and widen the page */
    position: relative;
    max-inline-size: 100%;
    overflow-x: auto;
  }
  table {
    border-collapse: separate;
    border-spacing: 2px;
    font-variant-numeric: tabular-nums;
  }
  /* the graph's heading already shows the title: the caption names the table for screen readers */
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    vertical-align: bottom;
    white-space: normal;
    min-inline-size: 88px;
    max-inline-size: 160px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  thead th button {
    all: unset;
    cursor: pointer;
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-end;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  thead th button:focus-visible,
  th[tabindex]:focus-visible,
  td:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .pulzus-heatmap-sort {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    text-align: start;
    white-space: normal;
    min-inline-size: 120px;
    max-inline-size: 220px;
  }
  tr[data-company] > * {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-block-end: 2px solid ${({ theme }) => theme.colors.border};
  }
  tr[data-company] td {
    background: ${({ theme }) => theme.colors.surface};
  }
  /* turned headers where the roomy ones do not fit (Heatmap.tsx): each column as narrow as its values, its name
     read upwards, two or three lines at most */
  [data-compact] thead th:not(:first-child) {
    min-inline-size: 0;
    max-inline-size: none;
    max-block-size: 180px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    writing-mode: vertical-rl;
    transform: rotate(180deg);
    text-align: start;
    vertical-align: bottom;
  }
  [data-compact] td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  }
  /* a table cut sideways: its right edge fades until the end is reached, and a line says there is more */
  .pulzus-heatmap-scroll[data-cut]:not([data-at-end]) {
    mask-image: linear-gradient(to right, #000 calc(100% - 32px), transparent);
  }
  .pulzus-heatmap-scroll-cue {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  td[data-withheld] {
    color: ${({ theme }) => theme.colors.withheld};
    background: repeating-linear-gradient(
      45deg,
      ${({ theme }) => theme.colors.surface} 0 4px,
      ${({ theme }) => theme.colors.background} 4px 8px
    ) !important;
  }
`;
