import {
  latestSurveyDate,
  MANUAL_IMPORT_ACCEPT,
  type ScopeImportMode,
  type User,
  validateManualImportFile,
} from '@pulzus/core';
import {
  Alert,
  Button,
  downloadBlob,
  FileField,
  Form,
  FormActions,
  Modal,
  routeQuery,
  SelectField,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAdminMessages } from '../../shared/useAdminMessages';
import { ScopeImportErrors } from './ScopeImportErrors';
import { ScopeImportPreview } from './ScopeImportPreview';
import { scopeImportTemplate, type TemplateNames } from './scope-import-template';
import { useScopeImport } from './useScopeImport';

/** Props of {@link ScopeImportModal}. */
export interface ScopeImportModalProps {
  /** The account's users and demo users (the template lists them with their scopes). */
  users: readonly User[];
  /** Called when the popup closes, and after an import. */
  onClose: () => void;
}

/**
 * The scope import popup of the users screen (docs/api.md "Scope import", HR admin guide "Scopes"): the syntax and
 * the names the account has, the template (every user with their scope, to edit and upload again), what to do with
 * unknown addresses, then upload → preview (each row's change, errors by row and column, the "fewer than k"
 * warning) → Import, all or nothing.
 */
export function ScopeImportModal({ users, onClose }: ScopeImportModalProps) {
  useAdminMessages();
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const dates = useQuery(routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }));
  const latest = latestSurveyDate(dates.data?.survey_dates ?? []);
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id: latest?.id ?? 0 } }),
    enabled: latest !== null,
  });
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ScopeImportMode>('update');
  const upload = useScopeImport(onClose);
  const { state } = upload;
  const problem = validateManualImportFile(file);
  const fileError = file && problem ? t(problem) : undefined;
  const busy = state.step === 'checking' || state.step === 'importing';
  const loading = groups.isPending || dates.isPending || (latest !== null && demographies.isPending);
  const loadError = groups.error ?? dates.error ?? demographies.error;

  const names: TemplateNames = {
    header: [
      t('admin-users-scope-import-column-email'),
      t('admin-users-scope-import-column-name'),
      t('admin-users-scope-import-column-scope'),
    ],
    workerGroupWord: t('admin-users-scope-import-worker-group-word'),
    groups: groups.data?.worker_groups ?? [],
    demographies: demographies.data?.demographies ?? [],
  };

  const onTemplate = () => {
    const text = scopeImportTemplate(users, names, language === 'en' ? 'en' : 'hu');
    downloadBlob(
      new Blob([text], { type: 'text/csv;charset=utf-8' }),
      `${t('admin-users-scope-import-file-name')}.csv`,
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || problem || busy) return;
    if ((await upload.check(file, mode)) === 'refused') input.current?.focus();
  };

  const resetFile = () => {
    upload.cancel();
    input.current?.focus();
  };

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      size="lg"
      state={busy ? 'submitting' : loading ? 'loading' : loadError ? 'error' : state.step}
    >
      <div data-component="Pulzus.ScopeImport" data-state={state.step}>
        <h2 id={titleId}>{t('admin-users-scope-import-title')}</h2>
        <p>{t('admin-users-scope-import-intro')}</p>
        {loadError ? <Alert tone="danger">{t('error-internal')}</Alert> : null}
        {loading ? (
          <p role="status" aria-live="polite">
            {t('common-loading')}
          </p>
        ) : (
          <Names>
            <summary>{t('admin-users-scope-import-names')}</summary>
            <ul>
              <li>
                {names.workerGroupWord}: {names.groups.map((g) => g.name).join(', ')}
              </li>
              {(demographies.data?.demographies ?? []).map((d) => (
                <li key={d.id}>
                  {d.name}:{' '}
                  {d.answers
                    .filter((a) => !a.no_answer)
                    .map((a) => a.name)
                    .join(', ')}
                </li>
              ))}
            </ul>
          </Names>
        )}
        <FormActions>
          <Button type="button" $variant="secondary" disabled={loading} onClick={onTemplate}>
            {t('admin-users-scope-import-template')}
          </Button>
        </FormActions>
        {state.step === 'preview' || state.step === 'importing' ? (
          <ScopeImportPreview
            fileName={state.file.name}
            preview={state.preview}
            names={names}
            importing={state.step === 'importing'}
            onImport={() => void upload.confirm()}
            onCancel={resetFile}
          />
        ) : (
          <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} noValidate>
            <SelectField
              label={t('admin-users-scope-import-mode')}
              options={[
                { value: 'update', label: t('admin-users-scope-import-mode-update') },
                { value: 'create', label: t('admin-users-scope-import-mode-create') },
              ]}
              value={mode}
              onChange={(event) => setMode(event.currentTarget.value === 'create' ? 'create' : 'update')}
            />
            <FileField
              ref={input}
              label={t('admin-users-scope-import-file')}
              accept={MANUAL_IMPORT_ACCEPT}
              error={fileError}
              fileName={file?.name ?? null}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                upload.cancel();
              }}
            />
            {state.step === 'checking' ? (
              <p role="status" aria-live="polite">
                {t('admin-users-scope-import-checking')}
              </p>
            ) : null}
            {state.step === 'refused' ? (
              <Alert tone="danger">
                <p>{t(state.refusal.key, state.refusal.values)}</p>
                <ScopeImportErrors errors={state.refusal.errors} count={state.refusal.errorCount} />
              </Alert>
            ) : null}
            <FormActions>
              <Button type="submit" disabled={problem !== null || busy}>
                {t('admin-users-scope-import-check')}
              </Button>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t('common-close')}
              </Button>
            </FormActions>
          </Form>
        )}
      </div>
    </Modal>
  );
}

const Names = styled.details`
  margin-block-end: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  & > summary {
    cursor: pointer;
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
