import styled from 'styled-components';

/** The graph widget's frame: heading row, alerts, summary box and the export button. */
export const GraphRoot = styled.section`
  box-sizing: border-box;
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-sidebar-content {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
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
  .pulzus-graph-summary {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.sm};
    justify-self: start;
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .pulzus-graph-summary dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .pulzus-graph-export button {
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
`;
