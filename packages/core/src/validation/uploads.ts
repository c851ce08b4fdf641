import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue';
import { zDataUrl } from '../schemas/common';
import { REQUIRED_FIELD, zRequiredText } from './form-errors';

/** The message key of a rejected upload file (spec 2 §5). */
export const INVALID_FILE = 'invalid-file' satisfies MessageKey;

/** The file chooser filter of the collector upload: only .xlsx (spec 2 §5). */
export const COLLECTOR_UPLOAD_ACCEPT = '.xlsx';

/**
 * The file chooser filter of the manual responses import: .xlsx, .xls, or .csv for SurveyMonkey's
 * csv export and the template saved as csv, and .txt or .tsv for the tab-separated text Excel saves
 * as "Unicode text" (the server tells them apart by their content: spec 2 §5, docs/import.md "The
 * manual import").
 */
export const MANUAL_IMPORT_ACCEPT = '.xlsx,.xls,.csv,.txt,.tsv';

/** The file chooser filter of the translations upload: csv (spec 2 §2). */
export const TRANSLATIONS_UPLOAD_ACCEPT = 'text/csv';

/** A file chosen in the browser: its name and, when read, its content as a data URL. */
export interface ChosenFile {
  /** The file's name. */
  name: string;
  /** The content read as a data URL. */
  content?: string;
}

const hasExtension = (name: string, extensions: readonly string[]) =>
  extensions.some((extension) => name.toLowerCase().endsWith(extension));

/** The collector upload's error: a file is required, only .xlsx, and read as a data URL, else invalid-file (spec 2 §5). */
export function validateCollectorUpload(file: ChosenFile | null): MessageKey | null {
  if (!file) return REQUIRED_FIELD;
  if (!hasExtension(file.name, ['.xlsx'])) return INVALID_FILE;
  return zDataUrl.safeParse(file.content).success ? null : INVALID_FILE;
}

/** The manual import's error: a file is required, .xlsx, .xls, .csv, .txt or .tsv (spec 2 §5). */
export function validateManualImportFile(file: Pick<ChosenFile, 'name'> | null): MessageKey | null {
  if (!file) return REQUIRED_FIELD;
  return hasExtension(file.name, ['.xlsx', '.xls', '.csv', '.txt', '.tsv']) ? null : INVALID_FILE;
}

const zRequiredDataUrl = z
  .string({ error: REQUIRED_FIELD })
  .min(1, { error: REQUIRED_FIELD })
  .refine((text) => zDataUrl.safeParse(text).success, { error: INVALID_FILE });

/** The document upload popup: name and file required (spec 2 §5); `file` is the data URL. */
export const zDocumentUploadForm = z.object({
  name: zRequiredText,
  file_name: zRequiredText,
  file: zRequiredDataUrl,
});
/** The document upload popup, as typed. */
export type DocumentUploadForm = z.input<typeof zDocumentUploadForm>;

/** The translations upload: a file is required (spec 2 §5). */
export const zTranslationsUploadForm = z.object({
  file: z.custom<Blob | string>((file) => file instanceof Blob || (typeof file === 'string' && file !== ''), {
    error: REQUIRED_FIELD,
  }),
});
/** The translations upload, as typed. */
export type TranslationsUploadForm = z.input<typeof zTranslationsUploadForm>;
