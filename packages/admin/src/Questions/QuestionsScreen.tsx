import { Alert, Button, routeQuery, useApiClient, useRouteMutation, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ItemMatchesPanel } from '../ItemMatches/ItemMatchesPanel';
import { ScreenTabs, tabPanelProps } from '../shared/ScreenTabs';
import { type SidebarLinkOptions, SurveyDateLayout } from '../shared/SurveyDateLayout';
import { useEditableSurveyDate } from '../shared/useEditableSurveyDate';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { CommentQuestions } from './CommentQuestions';
import { QuestionsForm } from './QuestionsForm';
import { topicsToSave } from './questions-rules';
import { useQuestionsData } from './useQuestionsData';
import { useAdminMessages } from '../shared/useAdminMessages';

/** The parts of the questions screen: the topics and questions, and the matching with earlier dates. */
export type QuestionsTab = 'topics' | 'matching';

/** Props of {@link QuestionsScreen}: the sidebar's "new query" link and the part shown first. */
export interface QuestionsScreenProps extends SidebarLinkOptions {
  /** The part shown first; default `topics`. */
  initialTab?: QuestionsTab;
}

const Panel = styled.div`
  padding-block-start: ${({ theme }) => theme.space.md};
`;

type Part = { readonly status: 'pending' | 'error' | 'success'; readonly error: unknown };

/** The screen's state from its parts: an error if any failed, else loading if any loads. */
function screenStatus(parts: readonly Part[]): Part {
  return (
    parts.find((part) => part.status === 'error') ??
    parts.find((part) => part.status === 'pending') ?? { status: 'success', error: null }
  );
}

/**
 * The questions screen, /admin/questions (spec 2 §2 "Questions"): in the shared sidebar layout, the
 * survey-date select (when dates and worker groups exist, the last date preselected) and, per worker
 * group, its topics and questions; a save button, disabled with a red notice while the date has
 * responses (spec 2 §4). Saving drops topics without questions and toasts (spec 2 §8); the data
 * reloads on a session-account change. A second tab matches the chosen date's items with the earlier
 * dates' ({@link ItemMatchesPanel}).
 */
export function QuestionsScreen({
  linkComponent,
  newQueryHref,
  initialTab = 'topics',
}: QuestionsScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const tabsId = useId();
  const [tab, setTab] = useState<QuestionsTab>(initialTab);
  // the matching part loads on its first visit, then stays (hidden) like the topics' unsaved edits
  const [matchingVisited, setMatchingVisited] = useState(initialTab === 'matching');
  const chooseTab = (next: QuestionsTab) => {
    setTab(next);
    if (next === 'matching') setMatchingVisited(true);
  };
  const client = useApiClient();
  const notify = useNotify();
  const { sessionAccountId: aid } = useSession();
  const formId = useId();
  const choice = useEditableSurveyDate();
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const workerGroups = groups.data?.worker_groups ?? [];
  const surveyDate = choice.surveyDates.find((date) => date.id === choice.surveyDateId) ?? null;
  const data = useQuestionsData(surveyDate, workerGroups);
  // a successful save remounts the form with the reloaded topics (and their new ids); a refetch alone does not
  const [saves, setSaves] = useState(0);

  const save = useRouteMutation('topicsSave', {
    onSuccess: () => notify.success('toast-questions-saved'),
    invalidates: choice.reloads,
    onError: (failure) => {
      // a date that got responses meanwhile is refused as editing-locked: the notice shows
      choice.lockedBy(failure);
      notify.danger('toast-questions-save-error');
    },
  });

  const ready = surveyDate !== null && workerGroups.length > 0;
  const { status, error } = screenStatus([
    { status: choice.status, error: choice.error },
    { status: groups.status, error: groups.error },
    ...(ready
      ? [
          { status: choice.countFailed ? 'error' : 'success', error: choice.error } as const,
          { status: data.status, error: data.error },
          // spec 2 §4: the screen waits for the response count before it offers any editing
          { status: choice.editing === 'pending' ? 'pending' : 'success', error: null } as const,
        ]
      : []),
  ]);
  const locked = choice.editing !== 'allowed';

  return (
    <SurveyDateLayout
      // spec 2 §2: the select shows when survey dates and worker groups exist
      choice={workerGroups.length > 0 ? choice : { ...choice, surveyDates: [] }}
      {...(linkComponent ? { linkComponent } : {})}
      {...(newQueryHref ? { newQueryHref } : {})}
    >
      <ScreenTabs
        label={t('admin-questions-title')}
        idPrefix={tabsId}
        tabs={[
          { key: 'topics', label: t('admin-questions-tab-topics') },
          { key: 'matching', label: t('admin-item-matches-title') },
        ]}
        value={tab}
        onValueChange={chooseTab}
      />
      <Panel {...tabPanelProps(tabsId, 'topics', tab)}>
        <ScreenFrame
          name="Pulzus.QuestionsScreen"
          title={t('admin-questions-title')}
          status={status}
          error={error}
          actions={
            ready ? (
              <Button type="submit" form={formId} disabled={locked || save.isPending}>
                {t('common-save')}
              </Button>
            ) : null
          }
        >
          {ready ? (
            <>
              {choice.editing === 'locked' ? (
                <Alert tone="danger">{t('admin-editing-disabled')}</Alert>
              ) : null}
              <QuestionsForm
                key={`${surveyDate.id}:${saves}`}
                id={formId}
                workerGroups={workerGroups}
                topics={data.topics}
                items={data.items}
                itemStatus={data.itemStatus}
                locked={locked}
                busy={save.isPending}
                onSave={(values) =>
                  save
                    .mutateAsync({ body: { question_groups: topicsToSave(values, surveyDate.id) } })
                    // once the topics have reloaded
                    .then(() => setSaves((count) => count + 1))
                    .catch(() => {})
                }
              />
              <CommentQuestions workerGroups={workerGroups} topics={data.topics} reloads={choice.reloads} />
            </>
          ) : (
            <p data-state="empty">{t(surveyDate ? 'admin-worker-groups-empty' : 'welcome-no-survey-date')}</p>
          )}
        </ScreenFrame>
      </Panel>
      <Panel {...tabPanelProps(tabsId, 'matching', tab)}>
        {matchingVisited ? <ItemMatchesPanel choice={choice} /> : null}
      </Panel>
    </SurveyDateLayout>
  );
}
