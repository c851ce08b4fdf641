import type { Document } from '@pulzus/core';
import { Button, DataTable, type DataTableColumn, useFormatTimestamp, useT } from '@pulzus/widgets';
import type { ComponentType } from 'react';
import { RowActions } from '../shared/RowActions';

/** How the screen downloads a document through a single-use ticket (spec 2 §7); the portal's `useDocumentDownload()` fits. */
export interface DocumentDownloader {
  /** The id of the document being fetched, or null. */
  readonly busyId: number | null;
  /** Asks for a ticket for the document and opens its download; shows its own failure toast. */
  readonly download: (id: number) => Promise<void>;
}

/** A document's type icon by its file name (spec 2 §2). */
export type FileIconComponent = ComponentType<{ fileName: string }>;

/** Props of {@link DocumentsTable}. */
export interface DocumentsTableProps {
  /** The table's accessible name. */
  caption: string;
  /** The documents of the chosen date. */
  documents: readonly Document[];
  /** The type icon. */
  FileIcon: FileIconComponent;
  /** The download. */
  downloader: DocumentDownloader;
  /** Whether a delete runs: the delete buttons are disabled. */
  busy: boolean;
  /** Asks to delete a document (the caller confirms). */
  onDelete: (document: Document) => void;
}

/**
 * The admin documents table (spec 2 §2): type icon, name, original file name, upload date, and
 * download and delete buttons; an empty date shows the no-documents message.
 */
export function DocumentsTable({
  caption,
  documents,
  FileIcon,
  downloader,
  busy,
  onDelete,
}: DocumentsTableProps) {
  const { t } = useT();
  const formatTimestamp = useFormatTimestamp();
  const columns: DataTableColumn<Document>[] = [
    { key: 'type', header: t('documents-type'), cell: (d) => <FileIcon fileName={d.original_filename} /> },
    { key: 'name', header: t('admin-documents-name'), cell: (d) => d.name },
    { key: 'file', header: t('admin-documents-original-file-name'), cell: (d) => d.original_filename },
    {
      key: 'uploaded',
      header: t('admin-documents-upload-date'),
      cell: (d) => formatTimestamp(d.upload_datetime),
    },
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (d) => (
        <RowActions label={`${t('common-actions')}: ${d.name}`}>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={downloader.busyId !== null}
            aria-busy={downloader.busyId === d.id || undefined}
            aria-label={`${t('documents-download')}: ${d.name}`}
            onClick={() => void downloader.download(d.id)}
          >
            {t('documents-download')}
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="danger"
            disabled={busy}
            aria-label={`${t('common-delete')}: ${d.name}`}
            onClick={() => onDelete(d)}
          >
            {t('common-delete')}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={documents}
      rowKey={(d) => d.id}
      empty={t('documents-empty')}
    />
  );
}
