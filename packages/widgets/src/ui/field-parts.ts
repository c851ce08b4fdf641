import styled, { css } from 'styled-components';

/** A labelled field: label, control, hint and error stacked. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

/** The look shared by text inputs, text areas and selects, with a visible focus ring. */
export const inputStyles = css`
  box-sizing: border-box;
  min-block-size: 40px;
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.background};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[readonly] { background: ${({ theme }) => theme.colors.surface}; }
`;

/** A help text under a field. */
export const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A field's error text, in the danger colour. */
export const FieldError = styled.small`
  color: ${({ theme }) => theme.colors.danger};
`;
