import { TRANSLATIONS_UPLOAD_ACCEPT, zTranslationsUploadForm } from '@pulzus/core';
import {
  Alert,
  Button,
  Card,
  errorKey,
  FileField,
  Form,
  FormActions,
  PageHeader,
  PageTitle,
  useApiClient,
  useRouteMutation,
  useSession,
  useT,
  useToasts,
} from '@pulzus/widgets';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../shared/useNotify';
import { type UploadProblem, uploadProblems } from './upload-problems';
import { clickDownloadLink } from '../shared/download-link';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link TranslationsScreen}. */
export interface TranslationsScreenProps {
  /** Opens a download URL; default a click on a temporary link (the browser saves the csv). */
  openUrl?: (url: string) => void;
}

/**
 * The translations screen (spec 2 §2): download the session account's csv through a single-use
 * ticket; upload a csv (the submit is disabled until a file is chosen, spec 2 §5) with the result
 * toasts (spec 2 §8) and the list of the problems the server found.
 */
export function TranslationsScreen({ openUrl = clickDownloadLink }: TranslationsScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  // the account's texts changed: every query of the account reloads, translated ones among them
  const upload = useRouteMutation('translationsUpload', {
    invalidates: [{ queryKey: ['account', sessionAccountId] }],
  });
  const busy = upload.isPending;
  const notify = useNotify();
  const show = useToasts((state) => state.show);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ problems: UploadProblem[]; more: number } | null>(null);
  const ready = zTranslationsUploadForm.safeParse({ file }).success;

  if (sessionAccountId === null) {
    return (
      <Card data-component="Pulzus.TranslationsScreen" data-state="no-account">
        <PageTitle>{t('admin-translations-title')}</PageTitle>
        <Alert tone="warning">{t('error-no-session-account')}</Alert>
      </Card>
    );
  }
  const params = { accountId: sessionAccountId };

  const onDownload = async () => {
    try {
      openUrl(await client.translationsDownload({ params }));
    } catch (error) {
      show('danger', t(errorKey(error)));
    }
  };

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblems(null);
    try {
      await upload.mutateAsync({ params, body: { file } });
      notify.success('admin-translations-upload-success');
    } catch (error) {
      notify.danger('admin-translations-upload-error');
      setProblems(uploadProblems(error));
    }
  };

  return (
    <Card data-component="Pulzus.TranslationsScreen" data-state={busy ? 'submitting' : 'loaded'}>
      <PageHeader>
        <PageTitle>{t('admin-translations-title')}</PageTitle>
        <Button type="button" $variant="secondary" onClick={() => void onDownload()}>
          {t('admin-translations-download')}
        </Button>
      </PageHeader>
      <Form onSubmit={(event) => void onUpload(event)} aria-busy={busy}>
        <h2>{t('admin-translations-upload')}</h2>
        <FileField
          label={t('admin-translations-file')}
          accept={TRANSLATIONS_UPLOAD_ACCEPT}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <FormActions>
          <Button type="submit" disabled={!ready || busy}>
            {t('common-upload')}
          </Button>
        </FormActions>
      </Form>
      {problems && problems.problems.length > 0 ? (
        <Alert tone="danger">
          <p>{t('admin-translations-problems')}</p>
          <ul>
            {problems.problems.map((problem) => (
              <li key={`${problem.row}:${problem.language ?? ''}`}>
                {t(`admin-translations-problem-${problem.problem}`, {
                  row: problem.row,
                  key: problem.key,
                  language: problem.language ?? '',
                })}
              </li>
            ))}
            {problems.more > 0 ? <li>{t('manual-import-error-more', { count: problems.more })}</li> : null}
          </ul>
        </Alert>
      ) : null}
    </Card>
  );
}
