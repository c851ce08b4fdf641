import { formatPercent, type HomeValue } from '@pulzus/core';
import { useT } from '../session/useT';

/** Props of {@link HomeValueText}. */
export interface HomeValueTextProps {
  /** The value as the graph answered it. */
  value: HomeValue;
  /** The element's class; default "pulzus-home-value". */
  className?: string;
  /** Short texts for a withheld or not-asked value (lists), instead of the long ones (headlines); default false. */
  short?: boolean;
}

/**
 * A graph value as the graph pages write it: a whole percent, "hidden for privacy" where a privacy rule withheld it
 * (docs/privacy.md), or "–" / "not asked" where the survey did not ask it; state as data attributes.
 */
export function HomeValueText({ value, className = 'pulzus-home-value', short = false }: HomeValueTextProps) {
  const { t, language } = useT();
  if (value.value !== null) return <span className={className}>{formatPercent(value.value, language)}</span>;
  if (value.withheld) {
    return (
      <span className={className} data-withheld="true" title={t('chart-withheld')}>
        {short ? t('chart-withheld-short') : t('chart-withheld')}
      </span>
    );
  }
  return (
    <span className={className} data-not-asked="true" title={t('chart-not-asked')}>
      {short ? '–' : t('chart-not-asked')}
    </span>
  );
}
