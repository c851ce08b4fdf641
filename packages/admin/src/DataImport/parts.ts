import styled from 'styled-components';
import { spreadRow } from '../shared/layout-styles';

/** A titled part of the data import screen (not a landmark: its table is the named region). */
export const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

/** The title of a {@link Section}, with its actions beside it, wrapping on narrow screens. */
export const SectionHeader = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.sm};
`;

/** The heading of a {@link Section}. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** A list of short lines in a table cell; a line wraps only between its words, not inside "400 / 950". */
export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { white-space: nowrap; }
`;

/** A paragraph of a {@link Section} without its own margins (the section spaces its parts). */
export const Text = styled.p`
  margin: 0;
`;

/** A quiet note under a cell's main text. */
export const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
