import { Button } from '@pulzus/widgets';
import styled from 'styled-components';
import { spreadRow } from '../shared/layout-styles';

/** A quiet explanation under the title. */
export const Intro = styled.p`
  margin: 0;
  max-inline-size: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The summary line, the filter and "accept all", wrapping on narrow screens. */
export const Toolbar = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  p:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The filter: radio buttons drawn as chips; the arrows move between them (native radio group). */
export const Chips = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-inline-end: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    min-block-size: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    font-size: ${({ theme }) => theme.font.size.sm};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
  }
`;

/** The items of one kind under their heading. */
export const KindSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    container-type: inline-size;
  }
`;

/**
 * One item: its text, status and earlier item on the left, its actions on the right; stacked
 * where the list is narrow (phones).
 */
export const ItemCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  &[data-status='suggested'] { background: ${({ theme }) => theme.colors.warningSurface}; }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* the list's width, not the viewport's: the sidebar takes room too */
  @container (max-width: 560px) { grid-template-columns: minmax(0, 1fr); }
`;

/** The item's own text, status and earlier item. */
export const ItemBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dl { display: grid; gap: 2px; margin: 0; }
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  [data-state='error'] { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

/** The status and code line of an item. */
export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A status badge; its colour by `data-status`. */
export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-status='exact'], &[data-status='text'] { color: ${({ theme }) => theme.colors.success}; }
  &[data-status='confirmed'] { color: ${({ theme }) => theme.colors.primary}; }
  &[data-status='suggested'] { color: ${({ theme }) => theme.colors.warning}; }
`;

/** A button of the screen's decisions: while a save runs it is `aria-disabled`, keeping the focus. */
export const ActionButton = styled(Button)`
  &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;
