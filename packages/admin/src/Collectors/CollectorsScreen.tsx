import { useT } from '@pulzus/widgets';
import { type SidebarLinkOptions, SurveyDateLayout } from '../shared/SurveyDateLayout';
import { useEditableSurveyDate } from '../shared/useEditableSurveyDate';
import { ScreenFrame } from '../shared/ScreenFrame';
import { CollectorsEditor } from './CollectorsEditor';
import { collectorTypeDemographies } from './collector-drafts';
import { useCollectorLists } from './useCollectorLists';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link CollectorsScreen}. */
export interface CollectorsScreenProps extends SidebarLinkOptions {
  /** Opens the sample xlsx's download URL; default a new tab (spec 2 §7). */
  openUrl?: (url: string) => void;
}

function openInNewTab(url: string): void {
  // the download page cannot reach back into the portal
  window.open(url, '_blank', 'noopener');
}

/**
 * The collectors admin screen, /admin/collectors (spec 2 §2): a survey-date select in the sidebar
 * (latest preselected) and the date's collectors as cards. Editing starts disabled until the
 * date's response count is known and stays disabled once it is not zero (spec 2 §4).
 */
export function CollectorsScreen({
  linkComponent,
  newQueryHref,
  openUrl = openInNewTab,
}: CollectorsScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const choice = useEditableSurveyDate();
  const lists = useCollectorLists(choice.surveyDateId);
  const surveyDateId = choice.surveyDateId;
  const dated = choice.status === 'success' && surveyDateId !== null;
  const status = choice.status !== 'success' ? choice.status : dated ? lists.status : 'success';
  return (
    <SurveyDateLayout choice={choice} linkComponent={linkComponent} newQueryHref={newQueryHref}>
      <ScreenFrame
        name="Pulzus.CollectorsScreen"
        title={t('admin-collectors-title')}
        status={status}
        error={choice.status === 'error' ? choice.error : lists.error}
      >
        {surveyDateId === null ? (
          <p>{t('welcome-no-survey-date')}</p>
        ) : (
          <CollectorsEditor
            // each load of the list (a date change, a save, an upload) starts the editor afresh
            key={`${surveyDateId}:${lists.loadedAt}`}
            surveyDateId={surveyDateId}
            collectors={lists.collectors}
            providerCollectors={lists.providerCollectors}
            workerGroups={lists.workerGroups}
            demographies={collectorTypeDemographies(lists.demographies)}
            editable={choice.editing === 'allowed'}
            onLocked={choice.lockedBy}
            openUrl={openUrl}
          />
        )}
      </ScreenFrame>
    </SurveyDateLayout>
  );
}
