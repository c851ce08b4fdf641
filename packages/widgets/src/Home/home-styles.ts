import styled from 'styled-components';
import { visuallyHidden } from '../Chart/visually-hidden';

/** The results home: the date, the filters and the tiles, one below the other. */
export const HomeRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
  .pulzus-home-date { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The tiles' grid: as many 320 px columns as fit, one card per row on a phone. */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
`;

/** One tile: a card with its heading, body, notes and link. */
export const TileRoot = styled.article`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  .pulzus-visually-hidden { ${visuallyHidden} }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: 0; }
  .pulzus-home-body { display: grid; gap: ${({ theme }) => theme.space.sm}; align-content: start; min-inline-size: 0; }
  .pulzus-home-muted, .pulzus-home-note { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  .pulzus-home-note { border-inline-start: 3px solid ${({ theme }) => theme.colors.warning}; padding-inline-start: ${({ theme }) => theme.space.sm}; }
  .pulzus-home-error { display: grid; gap: ${({ theme }) => theme.space.sm}; justify-items: start; color: ${({ theme }) => theme.colors.danger}; }
  .pulzus-home-link { justify-self: start; font-size: ${({ theme }) => theme.font.size.md}; }
  .pulzus-home-headline { font-size: 2.5rem; font-weight: ${({ theme }) => theme.font.weight.bold}; line-height: 1.1; }
  .pulzus-home-headline[data-withheld='true'], .pulzus-home-headline[data-not-asked='true'] {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .pulzus-home-change { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; align-items: baseline; }
  .pulzus-home-change[data-meaningful='false'], .pulzus-home-change[data-meaningful='null'] { color: ${({ theme }) => theme.colors.textMuted}; }
  .pulzus-home-badge {
    padding: 1px ${({ theme }) => theme.space.sm};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  ol, ul { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  .pulzus-home-bar { display: grid; grid-template-columns: minmax(0, 1fr) 3.5em; gap: 2px ${({ theme }) => theme.space.sm}; align-items: center; }
  .pulzus-home-bar-name { grid-column: 1 / -1; font-size: ${({ theme }) => theme.font.size.sm}; overflow-wrap: break-word; }
  .pulzus-home-bar-track { block-size: 10px; border-radius: 5px; background: ${({ theme }) => theme.colors.surface}; overflow: hidden; }
  .pulzus-home-bar-fill { block-size: 100%; border-radius: 5px; background: var(--pulzus-home-bar, ${({ theme }) => theme.colors.primary}); }
  .pulzus-home-value { text-align: end; font-variant-numeric: tabular-nums; font-size: ${({ theme }) => theme.font.size.sm}; }
  .pulzus-home-value[data-withheld='true'], .pulzus-home-value[data-not-asked='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
  .pulzus-home-item { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.sm}; }
  .pulzus-home-item > span:first-child { overflow-wrap: break-word; }
  .pulzus-home-scroll { overflow-x: auto; }
  table { inline-size: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.font.size.xs}; }
  th, td { padding: 2px ${({ theme }) => theme.space.xs}; text-align: start; }
  td { text-align: end; font-variant-numeric: tabular-nums; }
  th[scope='row'] { font-weight: ${({ theme }) => theme.font.weight.regular}; overflow-wrap: break-word; }
  thead th { font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.colors.textMuted}; text-align: end; }
  thead th:first-child { text-align: start; }
`;
