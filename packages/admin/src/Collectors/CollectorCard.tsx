import { type Demography, formatSurveyDate, type ProviderCollector, type WorkerGroup } from '@pulzus/core';
import { Button, TextField, useT } from '@pulzus/widgets';
import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import { RowActions } from '../shared/RowActions';
import { answerOf, type CollectorDraft, collectorTitle, headcountError } from './collector-drafts';

const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  block-size: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: break-word;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; }
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  [data-state='error'] { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

/** Props of {@link CollectorCard}. */
export interface CollectorCardProps {
  /** The collector shown. */
  draft: CollectorDraft;
  /** The date's provider collectors, for the title. */
  providerCollectors: readonly ProviderCollector[];
  /** The account's worker groups, for the name. */
  workerGroups: readonly WorkerGroup[];
  /** The date's collector-type demographies. */
  demographies: readonly Demography[];
  /** Whether the headcount can be typed and the edit and delete buttons are shown. */
  editable: boolean;
  /** Whether the headcount error shows even before the field was touched (after a save attempt). */
  showErrors: boolean;
  /**
   * The day (`yyyy-MM-dd`) of another survey date that holds this provider collector, as a refused save said
   * (docs/import.md "Collectors"); shown as the collector id's error. Default none.
   */
  otherDate?: string | undefined;
  /** Called with a new headcount. */
  onHeadcountChange: (headcount: string) => void;
  /** Opens the edit popup. */
  onEdit: () => void;
  /** Removes the collector from the list. */
  onDelete: () => void;
}

/**
 * A collector card (spec 2 §2): the provider collector's title and id, the worker group, the
 * headcount (a required field while editing is allowed, spec 2 §5) and the answer chosen for each
 * collector-type demography; with editing allowed, edit and delete buttons. A collector another survey date holds
 * says which, under its id (docs/import.md "Collectors").
 */
export function CollectorCard({
  draft,
  providerCollectors,
  workerGroups,
  demographies,
  editable,
  showErrors,
  otherDate,
  onHeadcountChange,
  onEdit,
  onDelete,
}: CollectorCardProps) {
  const { t, language } = useT();
  const titleId = useId();
  const conflictId = `${titleId}-conflict`;
  const title = collectorTitle(draft.sm_collector_id, providerCollectors);
  const group =
    workerGroups.find((g) => g.id === draft.worker_group_id)?.name ?? String(draft.worker_group_id);
  const [touched, setTouched] = useState(false);
  const error = headcountError(draft);
  // spec 1 §5 generic rule: the field shows invalid once touched (or after a save attempt)
  const shownError = (touched || showErrors) && error ? t(error) : undefined;
  const conflict = otherDate
    ? t('error-collector-on-other-date', { date: formatSurveyDate(otherDate, language) })
    : undefined;
  return (
    <Root
      aria-labelledby={titleId}
      data-component="Pulzus.CollectorCard"
      data-invalid={error || conflict ? '' : undefined}
    >
      <h2 id={titleId}>{title}</h2>
      <dl>
        <dt>{t('admin-collectors-collector-id')}</dt>
        <dd>{draft.sm_collector_id}</dd>
        {conflict ? (
          <dd>
            <p id={conflictId} role="alert" data-state="error">
              {conflict}
            </p>
          </dd>
        ) : null}
        <dt>{t('admin-collectors-worker-group')}</dt>
        <dd>{group}</dd>
        {editable ? null : (
          <>
            <dt>{t('admin-collectors-headcount')}</dt>
            <dd>{draft.headcount}</dd>
          </>
        )}
        {demographies.map((demography) => (
          <Fragment key={demography.id}>
            <dt>{demography.name}</dt>
            <dd>{answerOf(draft, demography)?.name ?? t('admin-collectors-no-answer')}</dd>
          </Fragment>
        ))}
      </dl>
      {editable ? (
        <>
          <TextField
            label={t('admin-collectors-headcount')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.headcount}
            data-collector-headcount={draft.key}
            error={shownError}
            onBlur={() => setTouched(true)}
            onChange={(event) => onHeadcountChange(event.currentTarget.value)}
          />
          <RowActions label={`${t('common-actions')}: ${title}`}>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-describedby={conflict ? conflictId : undefined}
              data-collector-edit={draft.key}
              onClick={onEdit}
            >
              {t('common-edit')}
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="danger"
              aria-describedby={conflict ? conflictId : undefined}
              onClick={onDelete}
            >
              {t('common-delete')}
            </Button>
          </RowActions>
        </>
      ) : null}
    </Root>
  );
}
