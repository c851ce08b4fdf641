import type { HomeChange } from '@pulzus/core';
import { formatChange } from '../Chart/chart-model';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';
import { HomeValueText } from './HomeValueText';

/** The changes the tile lists, and whether there was a previous date at all. */
export interface ChangesTileData {
  /** The meaningful changes, largest first. */
  readonly changes: readonly HomeChange[];
  /** Whether the trends graph has a previous date to compare with. */
  readonly hasPreviousDate: boolean;
}

/** Props of {@link ChangesTile}. */
export interface ChangesTileProps extends HomeTileLinkProps {
  /** The largest significant changes, as the trends graph judged them. */
  state: HomeTileState<ChangesTileData>;
}

/** The largest changes since the previous date that the trends graph judged significant (docs/graphs.md). */
export function ChangesTile({ state, ...link }: ChangesTileProps) {
  const { t } = useT();
  return (
    <HomeTile title={t('home-tile-changes')} state={state} {...link}>
      {({ changes, hasPreviousDate }) =>
        !hasPreviousDate ? (
          <p className="pulzus-home-muted">{t('home-no-previous-date')}</p>
        ) : changes.length === 0 ? (
          <p className="pulzus-home-muted">{t('home-no-meaningful-changes')}</p>
        ) : (
          <ol>
            {changes.map((change) => (
              <li key={change.name} className="pulzus-home-item">
                <span>{change.name}</span>
                <span>
                  <HomeValueText value={change} short /> <strong>{formatChange(change.change ?? 0)}</strong>
                </span>
              </li>
            ))}
          </ol>
        )
      }
    </HomeTile>
  );
}
