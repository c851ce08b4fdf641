import styled from 'styled-components';

/** The filter row above the tiles: side by side on a wide screen, stacked on a phone. */
export const FilterBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  > [data-component='Pulzus.Select'] { flex: 1 1 240px; max-inline-size: 360px; }
  @media (max-width: 480px) { > * { flex-basis: 100%; max-inline-size: none; } }
`;
