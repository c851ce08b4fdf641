import styled from 'styled-components';

/** The one styled element of the participation tables; rows and cells are styled from here. */
export const ParticipationFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  .pulzus-participation-info {
    display: flex;
    justify-content: flex-end;
    margin-block-end: -${({ theme }) => theme.space.lg};
  }
  .pulzus-participation-status {
    padding: ${({ theme }) => theme.space.xl};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-participation-status[data-status='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    padding-block-end: ${({ theme }) => theme.space.sm};
    text-align: start;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    overflow-wrap: anywhere;
  }
  /* headers and unit names wrap between words only, never mid-word ("Kikü ldött") */
  th {
    overflow-wrap: normal;
    word-break: keep-all;
    hyphens: manual;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    }
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tfoot th[scope='row'],
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A table's scroll box: a narrow screen scrolls the table sideways in it, so words are never broken to fit. */
export const ParticipationScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
