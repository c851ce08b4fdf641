import type { EngagementHeadline } from '@pulzus/core';
import { formatChange } from '../Chart/chart-model';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';
import { HomeValueText } from './HomeValueText';

/** Props of {@link EngagementTile}. */
export interface EngagementTileProps extends HomeTileLinkProps {
  /** The engagement index of the newest date with its change, as the trends graph answered it. */
  state: HomeTileState<EngagementHeadline>;
}

/**
 * The engagement index of the newest date and its change since the previous one, marked significant where the
 * trends graph judged it so (docs/graphs.md "Change since the previous date").
 */
export function EngagementTile({ state, ...link }: EngagementTileProps) {
  const { t } = useT();
  return (
    <HomeTile title={t('home-tile-engagement')} state={state} {...link}>
      {(headline) => (
        <>
          <HomeValueText value={headline} className="pulzus-home-headline" />
          <p className="pulzus-home-muted">{t('home-survey-date', { date: headline.dateLabel })}</p>
          {headline.previousDateLabel === null ? (
            <p className="pulzus-home-muted">{t('home-no-previous-date')}</p>
          ) : headline.change === null ? null : (
            <p
              className="pulzus-home-change"
              data-meaningful={String(headline.meaningful)}
              title={
                headline.meaningful === true
                  ? undefined
                  : t(headline.meaningful === false ? 'chart-change-small' : 'chart-change-unjudged')
              }
            >
              <span>
                {t('home-change-since', {
                  change: formatChange(headline.change),
                  date: headline.previousDateLabel,
                })}
              </span>
              {headline.meaningful === true && (
                <span className="pulzus-home-badge">{t('home-change-meaningful')}</span>
              )}
            </p>
          )}
        </>
      )}
    </HomeTile>
  );
}
