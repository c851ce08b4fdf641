import styled, { css } from 'styled-components';

/** The look of a button: a filled primary action or a quiet secondary one. */
export type ButtonVariant = 'primary' | 'secondary';

/** A button of the portal; `$variant` default `primary`. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          border: 1px solid ${theme.colors.primary};
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `
      : css`
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.background};
          color: ${theme.colors.text};
        `}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
