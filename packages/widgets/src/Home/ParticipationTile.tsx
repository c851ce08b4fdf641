import { formatNumber, formatPercent, type ParticipationTotal } from '@pulzus/core';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';

/** Props of {@link ParticipationTile}. */
export interface ParticipationTileProps extends HomeTileLinkProps {
  /** The participation page's total rows, summed or the chosen worker group's. */
  state: HomeTileState<ParticipationTotal>;
}

/** The response rate with its counts, as the participation page's total rows give them (spec 2 §2). */
export function ParticipationTile({ state, ...link }: ParticipationTileProps) {
  const { t, language } = useT();
  return (
    <HomeTile title={t('home-tile-participation')} state={state} {...link}>
      {(total) => (
        <>
          <p className="pulzus-home-headline">
            <span className="pulzus-visually-hidden">{t('home-participation-rate')}: </span>
            {total.completion === null ? '–' : formatPercent(total.completion, language)}
          </p>
          <p>
            {total.headcount > 0
              ? t('home-participation-counts', {
                  respondents: formatNumber(total.respondent_count, language),
                  headcount: formatNumber(total.headcount, language),
                })
              : t('home-participation-no-headcount', {
                  respondents: formatNumber(total.respondent_count, language),
                })}
          </p>
        </>
      )}
    </HomeTile>
  );
}
