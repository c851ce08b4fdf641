import styled, { css } from 'styled-components';

/**
 * What every drawn graph's frame needs — its font, the heading row, the notices and the visually hidden
 * status texts — without the graph page's summary, stage, progress and export styles (graph-styles.ts):
 * a pinned embedded graph draws in this frame alone, so its first script carries no more
 * (docs/releasing.md "Size budgets").
 */
export const graphFrame = css`
  box-sizing: border-box;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-graph-header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  .pulzus-graph-header h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  .pulzus-graph-alert {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.warningSurface};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .pulzus-graph-alert[data-kind='error'] {
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
  }
  .pulzus-visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The frame of a graph drawn without the graph page's parts: a pinned embedded graph. */
export const GraphFrame = styled.section`
  ${graphFrame}
`;
