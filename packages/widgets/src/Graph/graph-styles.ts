import styled from 'styled-components';
import { graphFrame } from './graph-frame-styles';

/** The graph widget's frame (graph-frame-styles.ts) with the summary box, the chart's stage and the export button. */
export const GraphRoot = styled.section`
  ${graphFrame}
  .pulzus-sidebar-content {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  .pulzus-graph-summary {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm};
    justify-self: start;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .pulzus-graph-summary {
    flex-wrap: wrap;
  }
  .pulzus-graph-summary > div {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  .pulzus-graph-summary dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .pulzus-graph-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  .pulzus-graph-export button {
    /* as tall as the portal's buttons (the report button beside it): one row of equal actions */
    min-block-size: 40px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-graph-export button:disabled {
    cursor: default;
    opacity: 0.5;
  }
  .pulzus-graph-export button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .pulzus-graph-stage {
    position: relative;
    min-inline-size: 0;
  }
  /* the skeleton's bars in the border colour: the surface colour vanishes on the portal's surface background */
  .pulzus-graph-stage [data-skeleton] {
    fill: ${({ theme }) => theme.colors.border};
  }
  .pulzus-graph-chart {
    position: relative;
  }
  /* the previous chart dimmed by a veil, not by opacity, so its text keeps its measured contrast */
  .pulzus-graph-stage[data-state='refreshing'] .pulzus-graph-chart::after {
    content: '';
    position: absolute;
    inset: 0;
    background: rgb(255 255 255 / 0.55);
    cursor: progress;
  }
  .pulzus-graph-progress {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: 1;
    block-size: 3px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 2px;
  }
  .pulzus-graph-progress::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inline-size: 35%;
    background: ${({ theme }) => theme.colors.primary};
    animation: pulzus-graph-progress 1.1s ease-in-out infinite;
  }
  @keyframes pulzus-graph-progress {
    from { inset-inline-start: -35%; }
    to { inset-inline-start: 100%; }
  }
  @media (prefers-reduced-motion: reduce) {
    .pulzus-graph-progress::before { animation: none; inline-size: 100%; opacity: 0.6; }
  }
  .pulzus-graph-error {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .pulzus-graph-error p {
    margin: 0;
  }
  .pulzus-graph-error button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-graph-error button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
  .pulzus-graph-error button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
