import { messages } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { writeCsv } from '../../spreadsheets/csv';
import {
  CATALOGUE_KEYS,
  catalogueRows,
  mergeCatalogue,
  placeholdersOf,
  planUpload,
} from './catalogue-overrides';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, ...error.details };
  }
  return null;
};

describe('translation overrides (spec 2 §2 Translations)', () => {
  it('merges overrides over the default catalogue', () => {
    const merged = mergeCatalogue({ hu: { 'common-save': 'Mentés most' }, en: {} });
    expect(merged.hu['common-save']).toBe('Mentés most');
    expect(merged.en['common-save']).toBe(messages.en['common-save']);
    expect(Object.keys(merged.hu)).toHaveLength(CATALOGUE_KEYS.length);
  });

  it('finds placeholders and broken ones', () => {
    expect(placeholdersOf('Hi {{name}}, {{ count }} new')).toEqual(['count', 'name']);
    expect(placeholdersOf('Hi {{name}')).toBeNull();
    expect(placeholdersOf('Hi name}}')).toBeNull();
    expect(placeholdersOf('plain')).toEqual([]);
  });

  it('plans the overrides of a valid csv, skipping texts equal to the default', () => {
    const key = 'admin-demographies-confirm-delete';
    const csv = writeCsv([
      ['key', 'hu', 'en'],
      [key, 'Törlöd: {{name}}?', messages.en[key]],
      ['common-save', '', 'Store'],
    ]);
    expect(planUpload(csv)).toEqual({
      keys: [key, 'common-save'],
      texts: [
        { key, language: 'hu', text: 'Törlöd: {{name}}?' },
        { key: 'common-save', language: 'en', text: 'Store' },
      ],
    });
  });

  it('reports every unknown key, duplicate and broken placeholder together', () => {
    const key = 'admin-demographies-confirm-delete';
    const csv = writeCsv([
      ['key', 'hu', 'en'],
      ['no-such-key', 'x', 'y'],
      [key, 'Törlöd: {{nev}}?', 'Delete {{name}'],
      ['common-save', 'Mentés', 'Save'],
      ['common-save', 'Mentés', 'Save'],
      ['common-cancel', 'Mégse {{x}}', 'Cancel'],
    ]);
    expect(failure(() => planUpload(csv))).toEqual({
      code: 'validation-failed',
      error_count: 5,
      errors: [
        { row: 2, key: 'no-such-key', problem: 'unknown-key' },
        { row: 3, key, language: 'hu', problem: 'placeholders' },
        { row: 3, key, language: 'en', problem: 'placeholders' },
        { row: 5, key: 'common-save', problem: 'duplicate-key' },
        { row: 6, key: 'common-cancel', language: 'hu', problem: 'placeholders' },
      ],
    });
  });

  it('needs the key, hu and en columns', () => {
    expect(failure(() => planUpload('key,hu\ncommon-save,x\n'))).toEqual({ code: 'invalid-file' });
    expect(failure(() => planUpload('key,hu,en\n"open'))).toEqual({ code: 'invalid-file' });
  });

  it('writes a download that plans back to no change (round trip)', () => {
    const rows = catalogueRows({ hu: { 'common-save': '=Mentés' }, en: {} });
    expect(rows[0]).toEqual(['key', 'hu', 'en']);
    expect(rows.find((r) => r[0] === 'common-save')?.[1]).toBe("'=Mentés");
    expect(planUpload(writeCsv(rows)).texts).toEqual([
      { key: 'common-save', language: 'hu', text: '=Mentés' },
    ]);
  });
});
