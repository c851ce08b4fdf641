import { z } from 'zod';
import { zDataUrl, zDateTime, zId } from './common';

/** A document of a survey date (spec 2 §3). */
export const zDocument = z.object({
  id: zId,
  name: z.string(),
  original_filename: z.string(),
  file_name: z.string(),
  upload_datetime: zDateTime,
});
/** A document. */
export type Document = z.infer<typeof zDocument>;

/** The answer of `GET survey-dates/{id}/documents` (spec 2 §7). */
export const zDocumentsResponse = z.object({ documents: z.array(zDocument) });
/** The answer of the document list. */
export type DocumentsResponse = z.infer<typeof zDocumentsResponse>;

/** The `POST survey-dates/{id}/documents` payload: name, file name and the file as a data URL (spec 2 §3, §5). */
export const zDocumentUploadPayload = z.object({
  name: z.string().trim().min(1),
  file_name: z.string().trim().min(1),
  file: zDataUrl,
});
/** The document upload payload. */
export type DocumentUploadPayload = z.infer<typeof zDocumentUploadPayload>;

/** The answer of `POST documents/{id}/download`: a single-use token for `documents/download/{token}` (spec 2 §7). */
export const zDocumentDownloadTokenResponse = z.object({ token: z.string().min(1) });
/** The answer of the document download request. */
export type DocumentDownloadTokenResponse = z.infer<typeof zDocumentDownloadTokenResponse>;

/** Path parameters of `GET documents/download/{token}`. */
export const zDocumentDownloadParams = z.object({ token: z.string().min(1) });
/** Path parameters of the document download. */
export type DocumentDownloadParams = z.infer<typeof zDocumentDownloadParams>;
