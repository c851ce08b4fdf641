import type { HeatmapGlance, HeatmapGlanceRow } from '@pulzus/core';
import { useTheme } from 'styled-components';
import { differenceStrength, signedDifference } from '../Heatmap/heatmap-model';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';
import { HomeValueText } from './HomeValueText';

/** Props of {@link HeatmapGlanceTile}. */
export interface HeatmapGlanceTileProps extends HomeTileLinkProps {
  /** The heatmap's engagement and satisfaction columns by worker group. */
  state: HomeTileState<HeatmapGlance>;
}

function GlanceRow({ row }: { row: HeatmapGlanceRow }) {
  const { t } = useT();
  const theme = useTheme();
  return (
    <tr>
      <th scope="row">{row.name}</th>
      {row.cells.map((cell, c) => {
        const { difference } = cell;
        // coloured against the company as the heatmap colours it (docs/graphs.md "Heatmap")
        const background =
          difference === null || difference === 0
            ? undefined
            : `color-mix(in srgb, ${difference < 0 ? theme.colors.negative : theme.colors.positive} ${Math.round(
                differenceStrength(difference) * 55,
              )}%, ${theme.colors.background})`;
        return (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per answer
            key={c}
            style={{ background }}
            title={
              difference === null
                ? undefined
                : t('home-heatmap-difference', { difference: signedDifference(difference) })
            }
          >
            <HomeValueText value={cell} short />
          </td>
        );
      })}
    </tr>
  );
}

/** The heatmap at a glance: the company and each worker group against the engagement and satisfaction indexes. */
export function HeatmapGlanceTile({ state, ...link }: HeatmapGlanceTileProps) {
  const { t } = useT();
  return (
    <HomeTile title={t('home-tile-heatmap')} state={state} {...link}>
      {(glance) => (
        // a group name longer than a phone's tile scrolls inside the tile, never the page
        <div className="pulzus-home-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('home-heatmap-group')}</th>
                {glance.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <GlanceRow row={glance.company} />
              {glance.groups.map((row) => (
                <GlanceRow key={row.name} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </HomeTile>
  );
}
