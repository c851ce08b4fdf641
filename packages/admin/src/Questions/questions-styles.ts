import styled from 'styled-components';
import { spreadRow } from '../shared/layout-styles';

/** The form's frame: a fieldset without its own look, so a lock disables every control at once. */
export const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  &:disabled :is(input, select) { cursor: not-allowed; opacity: 0.7; }
`;

/** The topics of one worker group. */
export const GroupSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

/** One topic (a labelled group), tinted with its background colour (`--topic-bg`, the theme's topic colours). */
export const TopicCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--topic-bg, ${({ theme }) => theme.colors.surface});
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space.md}; }
`;

/** A topic's title and delete button, wrapping on narrow screens. */
export const TopicHeader = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.sm};
`;

/** A topic's name, index switch and colour: side by side where there is room. */
export const TopicFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

/** One question: statement (or code), text and delete; stacked on narrow screens. */
export const QuestionRow = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) minmax(0, 3fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    float: left;
    inline-size: 100%;
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* a statement chosen from the survey is as wide as its text field */
  &[data-kind='statement'] { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto; }
  @media (max-width: 600px) {
    &, &[data-kind='statement'] { grid-template-columns: minmax(0, 1fr); }
  }
`;

/** A question's statement select with its note under it. */
export const StatementCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-self: end;
  min-inline-size: 0;
`;

/** A quiet note inside a topic. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The row of a list's add button. */
export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
