import { formatSurveyDate, type ItemMatch, type ItemMatchDecision, type ItemMatchTarget } from '@pulzus/core';
import { useT } from '@pulzus/widgets';
import { type Ref, useId } from 'react';
import { RowActions } from '../shared/RowActions';
import { ItemMatchStatusBadge } from './ItemMatchStatusBadge';
import { ActionButton, ItemBody, ItemCard, Meta } from './item-matches-styles';

/** An action of an item's card: a decision without a choice, or `change`, which opens the choice of an earlier item. */
export type ItemMatchAction = Exclude<ItemMatchDecision['action'], 'match'> | 'change';

/** Props of {@link ItemMatchCard}. */
export interface ItemMatchCardProps {
  /** The item. */
  item: ItemMatch;
  /** Whether earlier items exist to match it to (the Change action); default true. */
  canChange?: boolean;
  /** Whether a save runs: every action waits; default false. */
  locked?: boolean;
  /** The action of this item being saved, shown busy; default none. */
  busyAction?: ItemMatchAction | null;
  /** The translated refusal of this item's last decision; default none. */
  error?: string | undefined;
  /** Called with an action chosen on the item. */
  onAction: (action: ItemMatchAction, item: ItemMatch) => void;
  /** The card's element, focused after a decision. */
  cardRef?: Ref<HTMLElement>;
}

/** The actions an item offers: accept a suggestion, change, treat as new, and back to automatic once decided. */
export function itemActions(item: ItemMatch, canChange: boolean): ItemMatchAction[] {
  const actions: ItemMatchAction[] = [];
  if (item.status === 'suggested') actions.push('accept');
  if (canChange) actions.push('change');
  if (item.status !== 'broken' && item.status !== 'new') actions.push('break');
  if (item.decided) actions.push('auto');
  return actions;
}

const ACTION_KEYS = {
  accept: 'admin-item-matches-accept',
  change: 'admin-item-matches-change',
  break: 'admin-item-matches-break',
  auto: 'admin-item-matches-auto',
} as const;

/** An earlier item's text and its survey date. */
function Earlier({ target }: { target: ItemMatchTarget }) {
  const { language } = useT();
  return (
    <dd>
      {target.text} <small>· {formatSurveyDate(target.date, language)}</small>
    </dd>
  );
}

/**
 * One item of a survey date (a card, stacked on phones): its text, status badge and code, the
 * earlier item it continues or the one suggested for it, and its actions; a refused decision's
 * error under them. While a save runs the actions are `aria-disabled` (the focus stays put).
 */
export function ItemMatchCard({
  item,
  canChange = true,
  locked = false,
  busyAction = null,
  error,
  onAction,
  cardRef,
}: ItemMatchCardProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <ItemCard
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={`${id}-text`}
      data-status={item.status}
      data-invalid={error ? '' : undefined}
    >
      <ItemBody>
        <h3 id={`${id}-text`}>{item.text}</h3>
        <Meta>
          <ItemMatchStatusBadge item={item} />
          <small>{t('admin-item-matches-code', { code: item.source_code })}</small>
        </Meta>
        {item.match ? (
          <dl>
            <dt>{t('admin-item-matches-continues')}</dt>
            <Earlier target={item.match} />
          </dl>
        ) : null}
        {item.suggestion ? (
          <dl>
            <dt>{t('admin-item-matches-suggestion')}</dt>
            <Earlier target={item.suggestion} />
            <dd>
              <small>{t('admin-item-matches-suggestion-hint')}</small>
            </dd>
          </dl>
        ) : null}
        {item.status === 'new' ? <small>{t('admin-item-matches-no-earlier')}</small> : null}
        {item.status === 'broken' ? <small>{t('admin-item-matches-separated')}</small> : null}
        {error ? (
          <p id={errorId} role="alert" data-state="error">
            {error}
          </p>
        ) : null}
      </ItemBody>
      <RowActions label={t('admin-item-matches-actions', { text: item.text })}>
        {itemActions(item, canChange).map((action) => (
          <ActionButton
            key={action}
            type="button"
            $size="sm"
            $variant={action === 'accept' ? 'primary' : 'secondary'}
            aria-disabled={locked || undefined}
            aria-describedby={error ? errorId : undefined}
            data-state={busyAction === action ? 'busy' : undefined}
            onClick={() => (locked ? undefined : onAction(action, item))}
          >
            {busyAction === action ? t('admin-item-matches-saving') : t(ACTION_KEYS[action])}
          </ActionButton>
        ))}
      </RowActions>
    </ItemCard>
  );
}
