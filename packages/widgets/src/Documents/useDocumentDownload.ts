import { useState } from 'react';
import { useApiClient } from '../session/useApiClient';
import { useT } from '../session/useT';
import { openInNewWindow } from '../ui/open-in-new-window';
import { useToasts } from '../ui/toast-store';

/** The download of one document and which one is running. */
export interface DocumentDownload {
  /** The id of the document being fetched, or null. */
  readonly busyId: number | null;
  /** Downloads a document. */
  readonly download: (id: number) => Promise<void>;
}

/**
 * Downloads a document (spec 2 §7): `POST documents/{id}/download` gives a single-use token, then
 * `documents/download/{token}` opens in a new window; a failure shows the danger toast
 * documents-download-error (spec 2 §8).
 */
export function useDocumentDownload(): DocumentDownload {
  const client = useApiClient();
  const { t } = useT();
  const showToast = useToasts((state) => state.show);
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (id: number) => {
    setBusyId(id);
    try {
      const { token } = await client.documentsDownloadToken({ params: { id }, body: {} });
      openInNewWindow(await client.documentsDownload({ params: { token } }));
    } catch {
      showToast('danger', t('documents-download-error'));
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
