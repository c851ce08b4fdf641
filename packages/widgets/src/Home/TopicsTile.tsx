import type { TopicRanking } from '@pulzus/core';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';
import { HomeValueText } from './HomeValueText';

/** Props of {@link TopicsTile}. */
export interface TopicsTileProps extends HomeTileLinkProps {
  /** The satisfaction index and the ranked index topics, as satisfaction_total answered them. */
  state: HomeTileState<TopicRanking>;
}

/** The satisfaction index and each index topic as a compact bar, highest first (docs/graphs.md "The results home"). */
export function TopicsTile({ state, ...link }: TopicsTileProps) {
  const { t } = useT();
  return (
    <HomeTile title={t('home-tile-topics')} state={state} {...link}>
      {(ranking) => (
        <>
          <p className="pulzus-home-item">
            <span>{t('home-satisfaction-index')}</span>
            <HomeValueText value={ranking.satisfactionIndex} short />
          </p>
          <ol>
            {ranking.topics.map((topic) => (
              // one strong colour for every bar: the topics' pastel colours are too faint for a thin bar
              <li key={topic.name} className="pulzus-home-bar">
                <span className="pulzus-home-bar-name">{topic.name}</span>
                <span className="pulzus-home-bar-track" aria-hidden="true">
                  <span
                    className="pulzus-home-bar-fill"
                    style={{ display: 'block', inlineSize: `${topic.value ?? 0}%` }}
                  />
                </span>
                <HomeValueText value={topic} short />
              </li>
            ))}
          </ol>
        </>
      )}
    </HomeTile>
  );
}
