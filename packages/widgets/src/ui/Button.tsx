import styled, { css } from 'styled-components';

/** The look of a button: a filled primary action, a quiet secondary one, or a destructive one. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** The size of a button: `md` for forms, `sm` for table row actions. */
export type ButtonSize = 'sm' | 'md';

/** A button of the portal and the admin screens; `$variant` default `primary`, `$size` default `md`. */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ $size = 'md' }) => ($size === 'sm' ? '32px' : '40px')};
  padding: ${({ theme, $size = 'md' }) =>
    $size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.font.size.sm : 'inherit')};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'primary') {
      return css`
        border: 1px solid ${theme.colors.primary};
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryText};
      `;
    }
    if ($variant === 'danger') {
      return css`
        border: 1px solid ${theme.colors.danger};
        background: ${theme.colors.danger};
        color: ${theme.colors.primaryText};
      `;
    }
    return css`
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.background};
      color: ${theme.colors.text};
    `;
  }}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* aria-disabled: not available, yet focusable, so its reason (a title) is heard and shown on hover */
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;
