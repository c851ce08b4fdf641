import styled, { css } from 'styled-components';

/** The root of a labelled sidebar field: label above, control below. */
export const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-field-label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .pulzus-multi-select-status {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The look of a field box (the select trigger, the multi-select box). */
export const fieldBox = css`
  box-sizing: border-box;
  min-block-size: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The open-list arrow of a closed select, as the listbox widgets draw it (12 px, muted). */
const chevron = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'><path d='M2 4l4 4 4-4' fill='none' stroke='${color}' stroke-width='1.5'/></svg>`,
  )}")`;

/**
 * A native `<select>` drawn like the closed {@link Trigger}: the same box, padding, radius, arrow,
 * focus ring, disabled and invalid looks, so forms and filters show one kind of dropdown.
 */
export const nativeSelectStyles = css`
  ${fieldBox}
  appearance: none;
  inline-size: 100%;
  padding-inline-end: ${({ theme }) => `calc(${theme.space.sm} * 2 + 12px)`};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};
  text-overflow: ellipsis;
  background-image: ${({ theme }) => chevron(theme.colors.textMuted)};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space.sm} center;
  background-size: 12px 12px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
    background-color: ${({ theme }) => theme.colors.surface};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** The select-only combobox trigger. */
export const Trigger = styled.div`
  ${fieldBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-disabled='true'] {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
  .pulzus-select-value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pulzus-select-placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The search field of the searchable select: a text input with the open-list arrow. */
export const SearchBox = styled.div`
  ${fieldBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1 1 auto;
    min-inline-size: 0;
    padding: 2px;
    font: inherit;
    color: inherit;
    text-overflow: ellipsis;
    background: none;
    border: 0;
    outline: none;
  }
  &:has(input[aria-invalid='true']) { border-color: ${({ theme }) => theme.colors.danger}; }
  svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The floating option list (a listbox). */
export const ListBox = styled.div`
  z-index: 30;
  box-sizing: border-box;
  max-inline-size: min(420px, 92vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.16);

  [role='option'] {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    cursor: pointer;
  }
  [role='option'][data-active] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  [role='option'][aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [role='option'][aria-disabled='true'] {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-option-description {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-group-label {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
  }
  .pulzus-no-options {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
