import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import {
  COLLECTOR_UPLOAD_ACCEPT,
  MANUAL_IMPORT_ACCEPT,
  validateCollectorUpload,
  validateManualImportFile,
  zDocumentUploadForm,
  zTranslationsUploadForm,
} from './uploads';

const xlsxDataUrl = 'data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,UEsDBA==';

describe('uploads (spec 2 §5)', () => {
  it('spec 2 §5: the collector upload accepts only .xlsx read as a data URL, else invalid-file', () => {
    expect(COLLECTOR_UPLOAD_ACCEPT).toBe('.xlsx');
    expect(validateCollectorUpload(null)).toBe('required-field');
    expect(validateCollectorUpload({ name: 'gyujtok.XLSX', content: xlsxDataUrl })).toBeNull();
    expect(validateCollectorUpload({ name: 'gyujtok.xls', content: xlsxDataUrl })).toBe('invalid-file');
    expect(validateCollectorUpload({ name: 'gyujtok.xlsx', content: 'PK\u0003\u0004' })).toBe('invalid-file');
    expect(validateCollectorUpload({ name: 'gyujtok.xlsx' })).toBe('invalid-file');
  });

  it('spec 2 §5: the manual import accepts xlsx, xls, csv and tab-separated txt or tsv (docs/import.md)', () => {
    expect(MANUAL_IMPORT_ACCEPT).toBe('.xlsx,.xls,.csv,.txt,.tsv');
    expect(validateManualImportFile({ name: 'valaszok.xls' })).toBeNull();
    expect(validateManualImportFile({ name: 'valaszok.xlsx' })).toBeNull();
    expect(validateManualImportFile({ name: 'SurveyMonkey export.CSV' })).toBeNull();
    // Excel's "Unicode text": tab-separated, UTF-16 (docs/import.md "The manual import")
    expect(validateManualImportFile({ name: 'valaszok.txt' })).toBeNull();
    expect(validateManualImportFile({ name: 'valaszok.tsv' })).toBeNull();
    expect(validateManualImportFile({ name: 'valaszok.pdf' })).toBe('invalid-file');
    expect(validateManualImportFile(null)).toBe('required-field');
  });

  it('spec 2 §5: a document upload needs a name and a file', () => {
    expect(formErrors(zDocumentUploadForm, { name: '', file_name: '', file: '' })).toEqual({
      name: 'required-field',
      file_name: 'required-field',
      file: 'required-field',
    });
    expect(
      formErrors(zDocumentUploadForm, { name: 'Összefoglaló', file_name: 'a.pdf', file: 'PDF' }),
    ).toEqual({
      file: 'invalid-file',
    });
    expect(
      formErrors(zDocumentUploadForm, {
        name: 'Összefoglaló',
        file_name: 'a.pdf',
        file: 'data:application/pdf;base64,JVBERg==',
      }),
    ).toEqual({});
  });

  it('spec 2 §5: a translations upload needs a file', () => {
    expect(formErrors(zTranslationsUploadForm, { file: null })).toEqual({ file: 'required-field' });
    expect(formErrors(zTranslationsUploadForm, { file: new Blob(['key;hu;en']) })).toEqual({});
  });
});
