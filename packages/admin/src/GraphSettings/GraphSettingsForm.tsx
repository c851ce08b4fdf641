import { formatSurveyDate, type SurveyDate } from '@pulzus/core';
import { Button, ConfirmDialog, Form, LoadError, Loading, SelectField, useT } from '@pulzus/widgets';
import type { KeyboardEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import type { LoadStatus } from './useGraphSettingsData';

/** Props of {@link GraphSettingsForm}. */
export interface GraphSettingsFormProps {
  /** The survey dates, newest first. */
  dates: readonly Pick<SurveyDate, 'id' | 'date'>[];
  /** The chosen date, or null without dates. */
  dateId: number | null;
  /** The loading state of the chosen date's dimensions. */
  datedStatus: LoadStatus;
  /** Their loading failure. */
  datedError: unknown;
  /** Whether there are unsaved changes. */
  dirty: boolean;
  /** Whether a save is running. */
  saving: boolean;
  /** The change awaiting confirmation: discarding, or choosing another date over unsaved dimensions. */
  pending: { kind: 'discard' } | { kind: 'date'; id: number } | null;
  onDateChange: (id: number) => void;
  onSave: () => void;
  onDiscard: () => void;
  onConfirmPending: () => void;
  onCancelPending: () => void;
  onKeyDown: KeyboardEventHandler;
  /** The graphs' sections. */
  children: ReactNode;
}

/**
 * The frame of the graph settings form: a bar that stays in view with the date dropdown, the
 * unsaved-changes state, discard and save; the chosen date's loading or error state; the sections;
 * and the confirmation of a discard or of a date change that would drop unsaved dimensions.
 */
export function GraphSettingsForm({
  dates,
  dateId,
  datedStatus,
  datedError,
  dirty,
  saving,
  pending,
  onDateChange,
  onSave,
  onDiscard,
  onConfirmPending,
  onCancelPending,
  onKeyDown,
  children,
}: GraphSettingsFormProps) {
  const { t, language } = useT();
  const current = dates.find((date) => date.id === dateId);
  const inactive = !dirty || saving;
  return (
    <>
      <SettingsForm
        noValidate
        aria-busy={saving}
        data-state={saving ? 'submitting' : dirty ? 'dirty' : 'clean'}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Bar>
          {current ? (
            <SelectField
              label={t('admin-survey-date-select')}
              options={dates.map((date) => ({
                value: date.id,
                label: formatSurveyDate(date.date, language),
              }))}
              value={current.id}
              onChange={(event) => onDateChange(Number(event.currentTarget.value))}
            />
          ) : (
            <p>{t('admin-graph-settings-no-survey-date')}</p>
          )}
          <Actions>
            <State role="status" data-state={dirty ? 'dirty' : 'clean'}>
              {t(dirty ? 'admin-graph-settings-unsaved' : 'admin-graph-settings-no-changes')}
            </State>
            <Quiet
              type="button"
              $variant="secondary"
              aria-disabled={inactive}
              onClick={inactive ? undefined : onDiscard}
            >
              {t('admin-graph-settings-discard')}
            </Quiet>
            {/* aria-disabled, not disabled: the focus stays on the button after a save */}
            <Quiet type="submit" aria-disabled={inactive} aria-keyshortcuts="Control+S Meta+S">
              {t('common-save')}
            </Quiet>
          </Actions>
        </Bar>
        {dateId !== null && datedStatus === 'pending' ? <Loading /> : null}
        {dateId !== null && datedStatus === 'error' ? <LoadError error={datedError} /> : null}
        {children}
      </SettingsForm>
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.kind === 'date'
            ? t('admin-graph-settings-confirm-date-change', {
                date: current ? formatSurveyDate(current.date, language) : '',
              })
            : t('admin-graph-settings-confirm-discard')
        }
        confirmLabel={t('admin-graph-settings-discard')}
        onConfirm={onConfirmPending}
        onCancel={onCancelPending}
      />
    </>
  );
}

const SettingsForm = styled(Form)`
  /* full-width fields stay inside their column without a page-wide box-sizing reset (embedders) */
  textarea, select { box-sizing: border-box; }
`;

const Bar = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  p { margin: 0; }
  & > [data-component='Pulzus.SelectField'] { inline-size: min(100%, 280px); }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const State = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-state='dirty'] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Quiet = styled(Button)`
  &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;
