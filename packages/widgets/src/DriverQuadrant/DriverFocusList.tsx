import { formatPercent } from '@pulzus/core';
import { useId } from 'react';
import type { DriverQuadrantMessages } from './driver-messages';
import { type DriverViewModel, formatImpact } from './driver-quadrant-model';

interface DriverFocusListProps {
  readonly model: DriverViewModel;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  readonly language: string;
  readonly title: string;
}

/**
 * The focus list (the default view): the topics drawn, ranked for action (docs/graphs.md "Key drivers",
 * "Focus areas"), each with its quadrant, score (and the company's beside a filtered population's) and impact.
 */
export function DriverFocusList({
  model,
  messages,
  scoreName,
  impactName,
  language,
  title,
}: DriverFocusListProps) {
  const id = useId();
  return (
    <section className="pulzus-drivers-focus" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="pulzus-visually-hidden">
        {`${title}: ${messages.viewFocus}`}
      </h3>
      <p className="pulzus-drivers-focus-rule">{messages.focusRule}</p>
      <ol>
        {model.focus.map((point) => (
          <li key={point.index} data-quadrant={point.quadrant}>
            <span className="pulzus-drivers-focus-name">{point.name}</span>
            <span className="pulzus-drivers-badge" data-quadrant={point.quadrant}>
              {messages[point.quadrant!]}
            </span>
            <span className="pulzus-drivers-focus-values">
              {`${scoreName} ${formatPercent(point.score!, language)}`}
              {point.companyScore !== null &&
                ` (${messages.companyScore} ${formatPercent(point.companyScore, language)})`}
              {` · ${impactName} ${formatImpact(point.impact!, language)}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
