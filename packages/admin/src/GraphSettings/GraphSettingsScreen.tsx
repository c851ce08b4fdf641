import { GRAPH_SLUGS, type GraphSlug, type LanguageCode } from '@pulzus/core';
import { Alert, Card, PageTitle, useSession, useT } from '@pulzus/widgets';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import { GraphSettingsForm } from './GraphSettingsForm';
import { newestFirst, withFilter, withMainDimension } from './graph-settings-draft';
import { GraphSettingsSection } from './GraphSettingsSection';
import { useDraft } from './useDraft';
import { useGraphDimensionsData, useGraphSettingsData } from './useGraphSettingsData';
import { useSaveGraphSettings } from './useSaveGraphSettings';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link GraphSettingsScreen}. */
export interface GraphSettingsScreenProps {
  /**
   * Called whenever the screen gets or loses unsaved changes (false on leaving), so the host can
   * ask before its own in-app navigation; closing or reloading the page is guarded by the screen.
   * Default none.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The graph settings screen, /admin/graph-settings (spec 2 §2): a survey-date dropdown (newest
 * first and chosen), a save button, and one section per graph with its enabled flag, explanation
 * texts and, for the chosen date, its dimensions. Account-scoped: a session-account change starts
 * afresh on the new account's data (spec 2 §2).
 */
export function GraphSettingsScreen({ onDirtyChange }: GraphSettingsScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const { sessionAccountId } = useSession();
  if (sessionAccountId === null) {
    return (
      <Card data-component="Pulzus.GraphSettingsScreen" data-state="no-account">
        <PageTitle>{t('admin-graph-settings-title')}</PageTitle>
        <Alert tone="warning">{t('error-no-session-account')}</Alert>
      </Card>
    );
  }
  return <GraphSettingsEditor key={sessionAccountId} onDirtyChange={onDirtyChange} />;
}

const NO_TEXTS = {};

type Pending = { kind: 'discard' } | { kind: 'date'; id: number };

function GraphSettingsEditor({ onDirtyChange }: GraphSettingsScreenProps) {
  const { t } = useT();
  const data = useGraphSettingsData();
  const dates = newestFirst(data.surveyDates);
  const [chosenDateId, setChosenDateId] = useState<number | null>(null);
  const dateId = dates.find((date) => date.id === chosenDateId)?.id ?? dates[0]?.id ?? null;
  const dated = useGraphDimensionsData(dateId);

  const enabled = useDraft(data.enabled, 'account');
  const texts = useDraft(data.texts, 'account');
  const dimensions = useDraft(dated.dimensions, `date:${dateId}`);
  const dirty = enabled.dirty || texts.dirty || dimensions.dirty;
  useUnsavedChangesGuard(dirty, onDirtyChange);
  const saver = useSaveGraphSettings({
    enabled,
    texts,
    dimensions,
    surveyDateId: dateId,
    languages: data.languages,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const headings = useRef(new Map<GraphSlug, HTMLHeadingElement>());

  const { update: updateEnabled } = enabled;
  const { update: updateTexts } = texts;
  const { update: updateDimensions } = dimensions;
  // one stable set of callbacks for every section, so that the memoised sections skip re-rendering
  const handlers = useMemo(
    () => ({
      onHeading: (slug: GraphSlug, heading: HTMLHeadingElement | null) => {
        if (heading) headings.current.set(slug, heading);
        else headings.current.delete(slug);
      },
      onEnabledChange: (slug: GraphSlug, on: boolean) => updateEnabled((flags) => ({ ...flags, [slug]: on })),
      onTextChange: (slug: GraphSlug, language: LanguageCode, text: string) =>
        updateTexts((all) => ({ ...all, [slug]: { ...all[slug], [language]: text } })),
      onMainChange: (slug: GraphSlug, demographyId: number | null) =>
        updateDimensions((groups) => withMainDimension(groups, slug, demographyId)),
      onFilterChange: (slug: GraphSlug, demographyId: number | null, isFilter: boolean) =>
        updateDimensions((groups) => withFilter(groups, slug, demographyId, isFilter)),
    }),
    [updateEnabled, updateTexts, updateDimensions],
  );

  const save = async () => {
    if (!dirty || saver.saving) return;
    const refused = await saver.save();
    // a refused graph: its section says why, and the focus moves there
    if (refused) headings.current.get(refused)?.focus();
  };
  const chooseDate = (id: number) => {
    if (id === dateId) return;
    if (dimensions.dirty) setPending({ kind: 'date', id });
    else {
      saver.clearRefused();
      setChosenDateId(id);
    }
  };
  const confirmPending = () => {
    if (pending?.kind === 'date') {
      dimensions.discard();
      setChosenDateId(pending.id);
    } else {
      enabled.discard();
      texts.discard();
      dimensions.discard();
    }
    saver.clearRefused();
    setPending(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl+S / Cmd+S saves, as in a desktop editor, instead of saving the web page
    if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.altKey) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <ScreenFrame
      name="Pulzus.GraphSettingsScreen"
      title={t('admin-graph-settings-title')}
      status={data.status}
      error={data.error}
    >
      <GraphSettingsForm
        dates={dates}
        dateId={dateId}
        datedStatus={dated.status}
        datedError={dated.error}
        dirty={dirty}
        saving={saver.saving}
        pending={pending}
        onDateChange={chooseDate}
        onSave={() => void save()}
        onDiscard={() => setPending({ kind: 'discard' })}
        onConfirmPending={confirmPending}
        onCancelPending={() => setPending(null)}
        onKeyDown={onKeyDown}
      >
        {GRAPH_SLUGS.map((slug) => (
          <GraphSettingsSection
            key={slug}
            slug={slug}
            enabled={enabled.value?.[slug] ?? true}
            texts={texts.value?.[slug] ?? NO_TEXTS}
            languages={data.languages}
            rows={dimensions.value?.find((group) => group.graph_slug === slug)?.graph_dimensions}
            demographies={dated.demographies}
            refused={saver.refused === slug}
            {...handlers}
          />
        ))}
      </GraphSettingsForm>
    </ScreenFrame>
  );
}
