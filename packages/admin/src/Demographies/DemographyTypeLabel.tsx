import type { DemographyType } from '@pulzus/core';
import { useT } from '@pulzus/widgets';
import styled from 'styled-components';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
  svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
`;

// a questionnaire sheet for survey answers, a tray for collector-given answers
const ICON_PATHS: Record<DemographyType, string> = {
  survey: 'M4 1.5h6l3 3v10H4zM9.5 1.5v3.5h3.5M6 8h5M6 10.5h5M6 13h3',
  collector: 'M1.5 9.5l2-6h9l2 6v4h-13zM1.5 9.5h4l1 1.5h3l1-1.5h4',
};

/** A demography's type with its icon (spec 2 §2): survey or collector; the icon is decorative. */
export function DemographyTypeLabel({ type }: { type: DemographyType }) {
  const { t } = useT();
  return (
    <Label data-type={type}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={ICON_PATHS[type]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
      {t(type === 'survey' ? 'admin-demographies-type-survey' : 'admin-demographies-type-collector')}
    </Label>
  );
}
