import {
  type Demography,
  type GraphDimension,
  type GraphSlug,
  graphTitleKey,
  type LanguageCode,
} from '@pulzus/core';
import { Alert, Switch, TextAreaField, useT } from '@pulzus/widgets';
import { memo, useCallback, useId } from 'react';
import styled from 'styled-components';
import { DimensionSettings } from './DimensionSettings';
import type { GraphTexts } from './graph-settings-draft';

/** The explanation text area's rows (spec 2 §9): 4. */
export const EXPLANATION_ROWS = 4;

/** Props of {@link GraphSettingsSection}; the callbacks name the graph, so one stable set serves all sections. */
export interface GraphSettingsSectionProps {
  /** The graph. */
  slug: GraphSlug;
  /** Whether the graph is enabled. */
  enabled: boolean;
  /** Its explanation per language. */
  texts: GraphTexts;
  /** The languages whose explanations are edited, in order. */
  languages: readonly LanguageCode[];
  /** Its dimension rows on the chosen date, or undefined while there are none to show. */
  rows: readonly GraphDimension[] | undefined;
  /** The date's demographies, naming the rows. */
  demographies: readonly Pick<Demography, 'id' | 'name'>[];
  /** Whether the server refused this graph's dimensions at the last save; default false. */
  refused?: boolean;
  /** Receives the heading (null on unmount), to move the focus to a refused graph. */
  onHeading: (slug: GraphSlug, heading: HTMLHeadingElement | null) => void;
  onEnabledChange: (slug: GraphSlug, enabled: boolean) => void;
  onTextChange: (slug: GraphSlug, language: LanguageCode, text: string) => void;
  onMainChange: (slug: GraphSlug, demographyId: number | null) => void;
  onFilterChange: (slug: GraphSlug, demographyId: number | null, isFilter: boolean) => void;
}

/**
 * One graph's settings (spec 2 §2): the enabled switch, the explanation per language (4 rows) and
 * the dimensions. Memoised: typing in one graph's text re-renders that graph only.
 */
export const GraphSettingsSection = memo(function GraphSettingsSection({
  slug,
  enabled,
  texts,
  languages,
  rows,
  demographies,
  refused = false,
  onHeading,
  onEnabledChange,
  onTextChange,
  onMainChange,
  onFilterChange,
}: GraphSettingsSectionProps) {
  const { t } = useT();
  const headingId = useId();
  const explanationLabel = (language: LanguageCode) =>
    languages.length > 1
      ? t('admin-graph-settings-explanation-in', { language: t(`language-${language}`) })
      : t('admin-graph-settings-explanation');
  const headingRef = useCallback(
    (heading: HTMLHeadingElement | null) => onHeading(slug, heading),
    [onHeading, slug],
  );
  return (
    <Section
      aria-labelledby={headingId}
      data-graph={slug}
      data-state={enabled ? 'enabled' : 'disabled'}
      data-invalid={refused ? '' : undefined}
    >
      <Header>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t(graphTitleKey(slug))}
        </h2>
        <Switch
          label={t('admin-graph-settings-enabled')}
          checked={enabled}
          onCheckedChange={(on) => onEnabledChange(slug, on)}
        />
      </Header>
      <Texts>
        {languages.map((language) => (
          <TextAreaField
            key={language}
            lang={language}
            label={explanationLabel(language)}
            rows={EXPLANATION_ROWS}
            value={texts[language] ?? ''}
            onChange={(event) => onTextChange(slug, language, event.currentTarget.value)}
          />
        ))}
      </Texts>
      {rows ? (
        <Dimensions>
          <h3>{t('admin-graph-settings-dimensions')}</h3>
          {refused ? <Alert tone="danger">{t('admin-graph-settings-dimensions-refused')}</Alert> : null}
          <DimensionSettings
            slug={slug}
            rows={rows}
            demographies={demographies}
            onMainChange={(demographyId) => onMainChange(slug, demographyId)}
            onFilterChange={(demographyId, isFilter) => onFilterChange(slug, demographyId, isFilter)}
          />
        </Dimensions>
      ) : null}
    </Section>
  );
});

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-state='disabled'] h2 { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Texts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Dimensions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
