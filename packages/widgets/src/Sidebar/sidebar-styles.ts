import styled from 'styled-components';

/**
 * The sidebar layout's look. The panel's width and visibility move over the transition time held
 * in `--pulzus-sidebar-transition`; visibility switches at the end so a closed panel leaves the tab
 * order. Under 640 px of container width the sidebar stacks above the content.
 */
export const SidebarRoot = styled.div`
  container-type: inline-size;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-sidebar-layout {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.lg};
  }
  .pulzus-sidebar {
    display: grid;
    flex: none;
    gap: ${({ theme }) => theme.space.sm};
    align-content: start;
  }
  .pulzus-sidebar-toggle {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    justify-self: start;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-sidebar-toggle:focus-visible,
  .pulzus-new-query:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .pulzus-sidebar-panel {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    align-content: start;
    box-sizing: border-box;
    inline-size: 280px;
    overflow: clip;
    overflow-clip-margin: 8px;
    visibility: visible;
    transition:
      inline-size var(--pulzus-sidebar-transition) ease,
      opacity var(--pulzus-sidebar-transition) ease,
      visibility 0s linear 0s;
  }
  &[data-state='closed'] .pulzus-sidebar-panel {
    inline-size: 0;
    opacity: 0;
    visibility: hidden;
    transition:
      inline-size var(--pulzus-sidebar-transition) ease,
      opacity var(--pulzus-sidebar-transition) ease,
      visibility 0s linear var(--pulzus-sidebar-transition);
  }
  .pulzus-new-query {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.primary};
  }
  .pulzus-sidebar-content {
    flex: 1 1 0;
    min-inline-size: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .pulzus-sidebar-panel,
    &[data-state='closed'] .pulzus-sidebar-panel {
      transition: none;
    }
  }
  @container (max-width: 640px) {
    .pulzus-sidebar-layout {
      flex-direction: column;
      align-items: stretch;
    }

    .pulzus-sidebar-panel {
      inline-size: 100%;
    }
    &[data-state='closed'] .pulzus-sidebar-panel {
      block-size: 0;
    }
  }
`;
