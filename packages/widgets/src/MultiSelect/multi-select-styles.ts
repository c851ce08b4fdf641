import styled from 'styled-components';
import { fieldBox } from '../Select/select-styles';

/** The field box holding the tags and the search input. */
export const TagBox = styled.div`
  ${fieldBox}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    max-inline-size: 100%;
    padding: 2px 2px 2px ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  li > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li > button {
    display: inline-flex;
    padding: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    background: none;
    border: 0;
    border-radius: 50%;
    cursor: pointer;
  }
  li > button:disabled {
    cursor: default;
    opacity: 0.45;
  }
  li > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  input {
    flex: 1 1 80px;
    min-inline-size: 80px;
    padding: 2px;
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    outline: none;
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
