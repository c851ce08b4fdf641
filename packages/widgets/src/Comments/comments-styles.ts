import styled, { css } from 'styled-components';

/**
 * The comments view's pickers (question, search) in a row that wraps: the portal's comments page and the
 * embed element's comments view (docs/comments.md "The comments view").
 */
export const CommentsControls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  align-items: start;
  min-inline-size: 0;

  /* a long question wraps in its select, whole, instead of widening the page or being cut short */
  > * {
    min-inline-size: 0;
  }

  [data-component='Pulzus.Select'] {
    grid-template-columns: minmax(0, 1fr);
  }

  .pulzus-select-value {
    white-space: normal;
  }
`;

/**
 * The comments beside their themes. `$themes="start"` (the portal page) puts the themes first, beside the list
 * from 900 px of window and above it below; `"end"` (the embed element) after it, beside it from 720 px of the
 * nearest size container — the element's width on the intranet page — and below it in a narrower one.
 */
export const CommentsColumns = styled.div<{ $themes: 'start' | 'end' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;

  ${({ $themes }) =>
    $themes === 'start'
      ? css`
          @media (min-width: 900px) {
            grid-template-columns: minmax(200px, 1fr) minmax(0, 3fr);
          }
        `
      : css`
          @container (min-width: 720px) {
            grid-template-columns: minmax(0, 3fr) minmax(200px, 1fr);
          }
        `}

  h2, h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const CountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};

  > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const ThemeFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

export const ThemeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ThemeButton = styled.button`
  display: grid;
  gap: 2px;
  box-sizing: border-box;
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  > span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
