import { type DriverPoint, formatPercent } from '@pulzus/core';
import { ChartTooltipPopup } from '../Chart/ChartTooltipPopup';
import type { DriverQuadrantMessages } from './driver-messages';
import { formatImpact } from './driver-quadrant-model';
import { DriverTooltipBox } from './driver-quadrant-styles';

interface DriverTooltipProps {
  readonly id: string;
  readonly point: DriverPoint | null;
  readonly reference: Element | null;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  readonly language: string;
  readonly onClose: () => void;
}

/** The tooltip of the active point: its name, topic, score, impact and quadrant; Escape closes it. */
export function DriverTooltip({
  id,
  point,
  reference,
  messages,
  scoreName,
  impactName,
  language,
  onClose,
}: DriverTooltipProps) {
  if (!point || point.quadrant === null) return null;
  return (
    <ChartTooltipPopup id={id} reference={reference} onClose={onClose} box={DriverTooltipBox}>
      <strong>{point.name}</strong>
      <dl>
        {point.parent !== null && (
          <>
            <dt>{messages.topic}</dt>
            <dd>{point.topicName}</dd>
          </>
        )}
        <dt>{scoreName}</dt>
        <dd>{formatPercent(point.score!, language)}</dd>
        {point.companyScore !== null && (
          <>
            <dt>{messages.companyScore}</dt>
            <dd>{formatPercent(point.companyScore, language)}</dd>
          </>
        )}
        <dt>{impactName}</dt>
        <dd>{formatImpact(point.impact!, language)}</dd>
        <dt>{messages.quadrant}</dt>
        <dd>{messages[point.quadrant]}</dd>
      </dl>
    </ChartTooltipPopup>
  );
}
