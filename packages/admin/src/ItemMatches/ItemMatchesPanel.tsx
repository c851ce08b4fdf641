import { formatNumber, type ItemMatch, type ItemMatchDecision } from '@pulzus/core';
import { Alert, errorKey, useT } from '@pulzus/widgets';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import type { EditableSurveyDate } from '../shared/useEditableSurveyDate';
import { type ItemMatchAction, ItemMatchCard } from './ItemMatchCard';
import { ItemMatchFilters } from './ItemMatchFilters';
import {
  acceptAll,
  byKind,
  candidateGroups,
  type ItemMatchFilter,
  showsUnder,
  summarise,
} from './item-match-rules';
import { ActionButton, Intro, KindSection, Toolbar } from './item-matches-styles';
import { MatchChangeModal } from './MatchChangeModal';
import { useItemMatches } from './useItemMatches';

/** Props of {@link ItemMatchesPanel}. */
export interface ItemMatchesPanelProps {
  /** The survey-date choice of the screen: the panel shows the chosen date. */
  choice: EditableSurveyDate;
}

/** The action being saved: on one item, or "accept all" (`sourceCode` null). */
type Pending = { readonly sourceCode: string | null; readonly action: ItemMatchAction };

const KIND_KEYS = {
  statement: 'admin-item-matches-statements',
  question: 'admin-item-matches-questions',
} as const;

/**
 * "Matching with earlier survey dates" of the chosen date (docs/import.md "Matching across survey
 * dates"): a summary line, a filter, "accept all suggestions", and the date's statements and
 * questions with their status, the earlier item each continues (or the one suggested) and their
 * actions. A save shows the server's answer, then the focus goes to the decided item (or to the
 * summary when the filter hides it now). A refusal naming a decision shows at that item (or in the
 * open dialog); any other failure above the list. Decisions are allowed after answers arrived.
 */
export function ItemMatchesPanel({ choice }: ItemMatchesPanelProps) {
  const { t, language } = useT();
  const dateId = choice.surveyDateId;
  const { list, decide, dismissFailure, failure } = useItemMatches(dateId);
  const ids = useId();
  const [filter, setFilter] = useState<ItemMatchFilter>('all');
  const [changing, setChanging] = useState<ItemMatch | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [focusOn, setFocusOn] = useState<{ sourceCode: string | null } | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const items = list.data?.item_matches ?? [];
  const candidates = list.data?.candidates ?? [];
  const summary = summarise(items);
  const shown = items.filter((item) => showsUnder(filter, item));
  const changeOptions = useMemo(
    () =>
      changing
        ? candidateGroups(candidates, items, changing, language, t('admin-item-matches-candidate-continued'))
        : [],
    [candidates, items, changing, language, t],
  );

  useEffect(() => {
    if (!focusOn) return;
    const card = focusOn.sourceCode === null ? undefined : cards.current.get(focusOn.sourceCode);
    (card ?? summaryRef.current)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const run = async (decisions: ItemMatchDecision[], what: Pending) => {
    setPending(what);
    const refused = await decide(decisions);
    setPending(null);
    if (!refused) {
      setChanging(null);
      setFocusOn({ sourceCode: what.sourceCode });
    } else if (what.sourceCode === null && refused.sourceCode !== null) {
      // "accept all" refused for one item: that item takes the focus, its error is read out there
      setFocusOn({ sourceCode: refused.sourceCode });
    }
  };
  const onAction = (action: ItemMatchAction, item: ItemMatch) => {
    if (action !== 'change') {
      void run([{ source_code: item.source_code, action }], { sourceCode: item.source_code, action });
      return;
    }
    dismissFailure();
    setChanging(item);
  };

  const errorText = failure ? t(errorKey(failure.error)) : undefined;
  const errorAt = failure?.sourceCode ?? null;
  const atCard = changing === null && errorAt !== null && shown.some((item) => item.source_code === errorAt);

  const dateStatus = { status: choice.status, error: choice.error };
  const { status, error } =
    dateStatus.status !== 'success' || dateId === null
      ? dateStatus
      : { status: list.status, error: list.error };
  const saving = pending !== null;

  return (
    <ScreenFrame
      name="Pulzus.ItemMatchesPanel"
      title={t('admin-item-matches-title')}
      status={status}
      error={error}
      actions={
        summary.suggested > 0 ? (
          <ActionButton
            type="button"
            aria-disabled={saving || undefined}
            data-state={pending?.sourceCode === null ? 'busy' : undefined}
            onClick={() =>
              saving ? undefined : void run(acceptAll(items), { sourceCode: null, action: 'accept' })
            }
          >
            {pending?.sourceCode === null
              ? t('admin-item-matches-saving')
              : t('admin-item-matches-accept-all', { count: formatNumber(summary.suggested, language) })}
          </ActionButton>
        ) : null
      }
    >
      <Intro>{t('admin-item-matches-intro')}</Intro>
      {dateId === null ? (
        <p data-state="empty">{t('welcome-no-survey-date')}</p>
      ) : items.length === 0 ? (
        <p data-state="empty">{t('admin-item-matches-empty')}</p>
      ) : (
        <>
          {candidates.length === 0 ? (
            <Alert tone="primary">{t('admin-item-matches-first-date')}</Alert>
          ) : null}
          <Toolbar>
            <p ref={summaryRef} tabIndex={-1}>
              {t('admin-item-matches-summary', {
                matched: formatNumber(summary.matched, language),
                suggested: formatNumber(summary.suggested, language),
                fresh: formatNumber(summary.fresh, language),
              })}
            </p>
            <ItemMatchFilters value={filter} onValueChange={setFilter} summary={summary} />
          </Toolbar>
          {errorText && !atCard && changing === null ? <Alert tone="danger">{errorText}</Alert> : null}
          {shown.length === 0 ? <p data-state="empty">{t('admin-item-matches-filter-empty')}</p> : null}
          {byKind(shown).map(({ kind, items: ofKind }) => (
            <KindSection key={kind} aria-labelledby={`${ids}-${kind}`} aria-busy={saving}>
              <h2 id={`${ids}-${kind}`}>{t(KIND_KEYS[kind])}</h2>
              <ul>
                {ofKind.map((item) => (
                  <li key={item.source_code}>
                    <ItemMatchCard
                      item={item}
                      canChange={candidates.length > 0}
                      locked={saving}
                      busyAction={pending?.sourceCode === item.source_code ? pending.action : null}
                      error={atCard && errorAt === item.source_code ? errorText : undefined}
                      onAction={onAction}
                      cardRef={(element) => {
                        if (element) cards.current.set(item.source_code, element);
                        else cards.current.delete(item.source_code);
                      }}
                    />
                  </li>
                ))}
              </ul>
            </KindSection>
          ))}
        </>
      )}
      <MatchChangeModal
        item={changing}
        candidates={changeOptions}
        saving={pending?.action === 'change'}
        error={changing ? errorText : undefined}
        onSubmit={(stableCode) => {
          if (!changing) return;
          const sourceCode = changing.source_code;
          void run([{ source_code: sourceCode, action: 'match', stable_code: stableCode }], {
            sourceCode,
            action: 'change',
          });
        }}
        onClose={() => {
          dismissFailure();
          setChanging(null);
        }}
      />
    </ScreenFrame>
  );
}
