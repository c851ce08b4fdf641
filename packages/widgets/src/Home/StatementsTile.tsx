import type { HomeCategoryValue, StatementExtremes } from '@pulzus/core';
import { useId } from 'react';
import { useT } from '../session/useT';
import { HomeTile, type HomeTileLinkProps } from './HomeTile';
import type { HomeTileState } from './home-tile-state';
import { HomeValueText } from './HomeValueText';

/** Props of {@link StatementsTile}. */
export interface StatementsTileProps extends HomeTileLinkProps {
  /** The strongest and weakest statements, as the `total` graph answered them. */
  state: HomeTileState<StatementExtremes>;
}

function StatementList({ title, items }: { title: string; items: readonly HomeCategoryValue[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ol>
        {items.map((item) => (
          <li key={item.name} className="pulzus-home-item">
            <span>{item.name}</span>
            <HomeValueText value={item} short />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The three statements with the highest and the three with the lowest positive share (the `total` graph's order). */
export function StatementsTile({ state, ...link }: StatementsTileProps) {
  const { t } = useT();
  return (
    <HomeTile title={t('home-tile-statements')} state={state} {...link}>
      {(extremes) => (
        <>
          {extremes.strongest.length > 0 && (
            <StatementList title={t('home-strongest')} items={extremes.strongest} />
          )}
          {extremes.weakest.length > 0 && (
            <StatementList title={t('home-weakest')} items={extremes.weakest} />
          )}
          {extremes.withheldCount > 0 && (
            <p className="pulzus-home-muted">
              {t('home-statements-withheld', { count: extremes.withheldCount })}
            </p>
          )}
        </>
      )}
    </HomeTile>
  );
}
