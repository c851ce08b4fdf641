import styled from 'styled-components';

/**
 * The comments view's frame: its own font and a size container, so its columns follow the element's
 * width on the intranet page (a narrow column of a wide page too), not the window's.
 */
export const Frame = styled.section`
  box-sizing: border-box;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.md};
  container-type: inline-size;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/**
 * Beside the filters: the pickers and the comments, a size container of its own, so the themes sit beside the
 * list only when the space left by an open sidebar is wide enough.
 */
export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;
  container-type: inline-size;
`;
