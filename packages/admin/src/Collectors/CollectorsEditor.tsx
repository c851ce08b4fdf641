import type { Collector, Demography, ProviderCollector, WorkerGroup } from '@pulzus/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  errorKey,
  surveyDateScope,
  useApiClient,
  useRouteMutation,
  useSession,
  useT,
  useToasts,
} from '@pulzus/widgets';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNotify } from '../shared/useNotify';
import { CollectorCard } from './CollectorCard';
import { CollectorEditModal } from './CollectorEditModal';
import { CollectorsUploadModal } from './CollectorsUploadModal';
import {
  type CollectorDraft,
  collectorsSaveBody,
  draftsOf,
  headcountError,
  otherDateConflicts,
} from './collector-drafts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkButton = styled.button`
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Props of {@link CollectorsEditor}. */
export interface CollectorsEditorProps {
  /** The survey date whose collectors are edited. */
  surveyDateId: number;
  /** The stored collectors: the starting list. */
  collectors: readonly Collector[];
  /** The date's provider collectors. */
  providerCollectors: readonly ProviderCollector[];
  /** The account's worker groups. */
  workerGroups: readonly WorkerGroup[];
  /** The date's collector-type demographies. */
  demographies: readonly Demography[];
  /** Whether editing is allowed (the response count is known and zero, spec 2 §4). */
  editable: boolean;
  /** Handles a refused change: true when the date turned out to be locked. */
  onLocked: (error: unknown) => boolean;
  /** Opens the sample's download URL. */
  openUrl: (url: string) => void;
}

type Editing = { draft: CollectorDraft | null } | null;

/**
 * The collectors of a date as cards (spec 2 §2): while editing is disabled a note says so; otherwise
 * upload xlsx, save and the sample xlsx link, add-new and delete-all, and per card a headcount
 * field, edit and delete. Changes stay on the screen until saved as one list (spec 2 §7).
 */
export function CollectorsEditor({
  surveyDateId,
  collectors,
  providerCollectors,
  workerGroups,
  demographies,
  editable,
  onLocked,
  openUrl,
}: CollectorsEditorProps) {
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const show = useToasts((state) => state.show);
  const [drafts, setDrafts] = useState<CollectorDraft[]>(() => draftsOf(collectors));
  const [changed, setChanged] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  // by draft key: the day of the other survey date a refused save named (docs/import.md "Collectors")
  const [conflicts, setConflicts] = useState<ReadonlyMap<string, string>>(new Map());
  const [uploading, setUploading] = useState(false);
  const { sessionAccountId } = useSession();
  // a save reloads the date's lists, and this editor starts again from the stored collectors
  const save = useRouteMutation('collectorsSave', {
    invalidates: [surveyDateScope(sessionAccountId, surveyDateId)],
  });
  const busy = save.isPending;
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);

  const change = (next: CollectorDraft[]) => {
    setDrafts(next);
    setChanged(true);
  };

  // unsaved changes live only on this screen: the browser asks before a reload or a closed tab drops them
  useEffect(() => {
    if (!(editable && changed)) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editable, changed]);

  const onSave = async () => {
    const invalid = drafts.find((draft) => headcountError(draft));
    if (invalid) {
      setShowErrors(true);
      listRef.current
        ?.querySelector<HTMLInputElement>(`[data-collector-headcount="${CSS.escape(invalid.key)}"]`)
        ?.focus();
      return;
    }
    try {
      await save.mutateAsync({ params: { id: surveyDateId }, body: collectorsSaveBody(drafts) });
      setConflicts(new Map());
      notify.success('toast-collectors-saved');
    } catch (error) {
      const refused = otherDateConflicts(error, drafts);
      setConflicts(refused);
      const [first] = refused.keys();
      if (first !== undefined) {
        // a field error, as the headcount's: the card says which date holds the collector, focus on its edit button
        listRef.current
          ?.querySelector<HTMLButtonElement>(`[data-collector-edit="${CSS.escape(first)}"]`)
          ?.focus();
        return;
      }
      notify.danger('toast-collectors-save-error');
      onLocked(error);
    }
  };

  const onSample = async () => {
    try {
      openUrl(await client.collectorsXlsxDownload({ params: { id: surveyDateId } }));
    } catch (error) {
      show('danger', t(errorKey(error)));
    }
  };

  const used = new Set(drafts.map((draft) => draft.sm_collector_id));
  return (
    <>
      {editable ? (
        <Toolbar>
          <Button type="button" $variant="secondary" onClick={() => setUploading(true)}>
            {t('admin-collectors-upload-xlsx')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void onSave()}>
            {t('common-save')}
          </Button>
          <LinkButton type="button" onClick={() => void onSample()}>
            {t('admin-collectors-download-sample')}
          </LinkButton>
        </Toolbar>
      ) : (
        <Alert tone="danger">{t('admin-collectors-editing-disabled')}</Alert>
      )}
      {editable && changed ? <Alert tone="primary">{t('admin-collectors-unsaved')}</Alert> : null}
      {editable ? (
        <Toolbar>
          <Button ref={addRef} type="button" $variant="secondary" onClick={() => setEditing({ draft: null })}>
            {t('admin-collectors-add')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={drafts.length === 0}
            onClick={() => setConfirmingDeleteAll(true)}
          >
            {t('admin-collectors-delete-all')}
          </Button>
        </Toolbar>
      ) : null}
      {drafts.length === 0 ? (
        <p>{t('admin-collectors-empty')}</p>
      ) : (
        <Cards ref={listRef} aria-label={t('admin-collectors-list')}>
          {drafts.map((draft) => (
            <li key={draft.key}>
              <CollectorCard
                draft={draft}
                providerCollectors={providerCollectors}
                workerGroups={workerGroups}
                demographies={demographies}
                editable={editable}
                showErrors={showErrors}
                otherDate={conflicts.get(draft.key)}
                onHeadcountChange={(headcount) =>
                  change(drafts.map((d) => (d.key === draft.key ? { ...d, headcount } : d)))
                }
                onEdit={() => setEditing({ draft })}
                onDelete={() => {
                  change(drafts.filter((d) => d.key !== draft.key));
                  // the card and its focused button are gone: continue from the list's add button
                  addRef.current?.focus();
                }}
              />
            </li>
          ))}
        </Cards>
      )}
      {editing && editable ? (
        <CollectorEditModal
          draft={editing.draft}
          providerCollectors={providerCollectors}
          usedProviderCollectorIds={used}
          workerGroups={workerGroups}
          demographies={demographies}
          onDone={(done) => {
            change(editing.draft ? drafts.map((d) => (d.key === done.key ? done : d)) : [...drafts, done]);
            // an edited card may hold another collector now: the refusal of its old one no longer applies
            setConflicts((current) => new Map([...current].filter(([key]) => key !== done.key)));
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {uploading && editable ? (
        <CollectorsUploadModal
          surveyDateId={surveyDateId}
          onLocked={onLocked}
          onClose={() => setUploading(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingDeleteAll}
        message={t('admin-collectors-confirm-delete-all', { count: drafts.length })}
        onConfirm={() => {
          change([]);
          setConfirmingDeleteAll(false);
        }}
        onCancel={() => setConfirmingDeleteAll(false)}
      />
    </>
  );
}
