import { type Demography, type MoveDirection, moveWrapped } from '@pulzus/core';
import { Alert, Button, ConfirmDialog, errorKey, useRouteMutation, useT, useToasts } from '@pulzus/widgets';
import { useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { DemographiesTable } from './DemographiesTable';
import { DemographyFormModal } from './DemographyFormModal';
import { type SidebarLinkOptions, SurveyDateLayout } from '../shared/SurveyDateLayout';
import { useDemographyLists } from './useDemographyLists';
import { useEditableSurveyDate } from '../shared/useEditableSurveyDate';
import { useFocusAfterMove } from './useFocusAfterMove';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link DemographiesScreen}: the sidebar's "new query" link. */
export type DemographiesScreenProps = SidebarLinkOptions;

type Editing = { demography: Demography | null } | null;

/** The screen's loading state: the dates, then the chosen date's lists and its response count. */
function screenStatus(
  choice: ReturnType<typeof useEditableSurveyDate>,
  lists: ReturnType<typeof useDemographyLists>,
): { status: 'pending' | 'error' | 'success'; error: unknown } {
  if (choice.status !== 'success') return { status: choice.status, error: choice.error };
  if (choice.surveyDateId === null) return { status: 'success', error: null };
  if (choice.countFailed) return { status: 'error', error: choice.error };
  if (lists.status !== 'success') return { status: lists.status, error: lists.error };
  return { status: choice.editing === 'pending' ? 'pending' : 'success', error: null };
}

/**
 * The demographies admin screen, /admin/demographies (spec 2 §2): a survey-date select in the
 * sidebar (latest preselected); the date's demographies with their answers; while the date has no
 * responses an add button and per row move up / move down (wrap-around, spec 2 §4), edit and
 * delete (confirmed); once it has responses a red editing-disabled notice and no actions.
 */
export function DemographiesScreen({ linkComponent, newQueryHref }: DemographiesScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const notify = useNotify();
  const show = useToasts((state) => state.show);
  const choice = useEditableSurveyDate();
  const lists = useDemographyLists(choice.surveyDateId);
  const focus = useFocusAfterMove<HTMLDivElement>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletion, setDeletion] = useState<Demography | null>(null);
  const { status, error } = screenStatus(choice, lists);
  const surveyDateId = choice.surveyDateId;
  const editable = choice.editing === 'allowed';
  const reorder = useRouteMutation('demographiesOrder', { invalidates: choice.reloads });
  const remove = useRouteMutation('demographiesDelete', { invalidates: choice.reloads });
  const busy = reorder.isPending || remove.isPending;

  const onMove = async (index: number, direction: MoveDirection) => {
    const moved = lists.demographies[index];
    if (surveyDateId === null || !moved) return;
    // spec 2 §4: the whole new order of ids is sent, then the list reloads
    const order = moveWrapped(
      lists.demographies.map((d) => d.id),
      index,
      direction,
    );
    focus.request(`${moved.id}:${direction}`);
    try {
      await reorder.mutateAsync({ params: { id: surveyDateId }, body: { order } });
    } catch (failure) {
      choice.lockedBy(failure);
      show('danger', t(errorKey(failure)));
    }
  };

  const onConfirmDelete = async () => {
    if (!deletion) return;
    try {
      await remove.mutateAsync({ params: { id: deletion.id } });
      notify.success('toast-demography-deleted');
    } catch (failure) {
      choice.lockedBy(failure);
      notify.danger('toast-demography-delete-error');
    }
    setDeletion(null);
    // the deleted row's button is gone: continue from the add button
    focus.request('add');
  };

  return (
    <SurveyDateLayout choice={choice} linkComponent={linkComponent} newQueryHref={newQueryHref}>
      <div ref={focus.containerRef}>
        <ScreenFrame
          name="Pulzus.DemographiesScreen"
          title={t('admin-demographies-title')}
          status={status}
          error={error}
          actions={
            editable ? (
              <Button type="button" data-focus-key="add" onClick={() => setEditing({ demography: null })}>
                {t('admin-demographies-add')}
              </Button>
            ) : null
          }
        >
          {surveyDateId === null ? (
            <p>{t('welcome-no-survey-date')}</p>
          ) : (
            <>
              {choice.editing === 'locked' ? (
                <Alert tone="danger">{t('admin-editing-disabled')}</Alert>
              ) : null}
              <DemographiesTable
                demographies={lists.demographies}
                workerGroups={lists.workerGroups}
                editable={editable}
                busy={busy}
                onMove={(index, direction) => void onMove(index, direction)}
                onEdit={(demography) => setEditing({ demography })}
                onDelete={setDeletion}
              />
            </>
          )}
        </ScreenFrame>
      </div>
      {editing && surveyDateId !== null ? (
        <DemographyFormModal
          surveyDateId={surveyDateId}
          demography={editing.demography}
          workerGroups={lists.workerGroups}
          onLocked={choice.lockedBy}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deletion !== null}
        message={deletion ? t('admin-demographies-confirm-delete', { name: deletion.name }) : ''}
        busy={busy}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeletion(null)}
      />
    </SurveyDateLayout>
  );
}
