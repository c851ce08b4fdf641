import styled from 'styled-components';

/** Layout of the question-filter rows and their buttons. */
export const QuestionFiltersStyles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};

  .pulzus-question-filter {
    display: grid;
    min-inline-size: 0;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .pulzus-field-label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .pulzus-answers {
    box-sizing: border-box;
    min-block-size: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  button {
    justify-self: start;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  .pulzus-question-filter button {
    color: ${({ theme }) => theme.colors.danger};
  }
  .pulzus-answers:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
