import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from './visually-hidden';

/**
 * What every chart's frame has (ChartShell.tsx): its box, type and colour, the measured box, screen-reader texts
 * and the toolbar. Each chart's frame lays the styles of its own marks over it.
 */
export const chartFrameBase = css`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-chart-measure {
    position: relative;
    inline-size: 100%;
  }
  .pulzus-visually-hidden {
    ${visuallyHidden}
  }
  .pulzus-chart-toolbar {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
  .pulzus-chart-toolbar button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-chart-toolbar button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The bar and column charts' frame, with the styles of what a drawn chart shows at once: SVG, focus ring and
 * legend. SVG marks carry their colours as attributes and are restyled here by data attributes, not
 * by a styled component per mark (style.md §16). The states, the tooltip and the data table bring
 * their own styles when they first show, so a chart's first render parses only these (bench/ui).
 */
export const ChartFrame = styled.div`
  ${chartFrameBase}

  svg {
    display: block;
    overflow: visible;
  }
  [data-category] {
    outline: none;
    cursor: default;
  }
  [data-category] > .pulzus-focus-ring {
    fill: none;
    stroke: none;
  }
  [data-category]:focus-visible > .pulzus-focus-ring {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 2;
  }
  .pulzus-hit {
    fill: ${({ theme }) => theme.colors.surface};
  }
  .pulzus-swatch {
    flex: none;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 2px;
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
  }
  .pulzus-chart-legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    list-style: none;
  }
  .pulzus-chart-legend li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** The loading skeleton, empty note and error alert in the chart's place. */
export const ChartStatusBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-status='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  [data-skeleton] {
    animation: ${pulse} 1.2s ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-skeleton] { animation: none; }
  }
  .pulzus-visually-hidden {
    ${visuallyHidden}
  }
`;
