import styled, { css } from 'styled-components';

/** The box every chart's tooltip floats in: the charts', the trend chart's and the key-drivers quadrant's. */
export const tooltipSurface = css`
  z-index: 10;
  max-inline-size: 280px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.14);
  pointer-events: none;
`;

/** The tooltip of the focused or hovered category. */
export const ChartTooltipBox = styled.div`
  ${tooltipSurface}

  .pulzus-tooltip-stack {
    margin-block-start: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-tooltip-row {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  .pulzus-tooltip-value {
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .pulzus-tooltip-change {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .pulzus-tooltip-change[data-muted],
  .pulzus-tooltip-change-note {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-tooltip-change-note {
    font-size: 0.85em;
  }
`;
