import styled from 'styled-components';

/** A white panel with a border, the frame of a page's content. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  /* a screen set into a host app's page keeps the theme's font, not the page's (a serif default) */
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space.lg}; }
`;

/** A form laid out as one column. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The page title. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.25;
`;

/** The centred column of the public pages (login, passwords). */
export const PublicPage = styled.main`
  display: grid;
  place-items: start center;
  min-block-size: 100vh;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  & > * { inline-size: min(100%, 420px); }
`;

/** The row of a form's or dialog's buttons, aligned to the end and wrapping on narrow screens. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A page header: the title and the page's main actions, wrapping on narrow screens. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
