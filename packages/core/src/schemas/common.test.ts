import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, zDataUrl, zDateTime, zIdParams, zIsoDate, zUploadFile } from './common';

describe('date format yyyy-MM-dd (spec 1 §9)', () => {
  it.each(['2024-01-01', '2024-02-29', '1999-12-31'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
    expect(zIsoDate.safeParse(date).success).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-1-01',
    '24-01-01',
    '2024-01-01T00:00',
    '',
    '2024/01/01',
  ])('rejects %s', (date) => {
    expect(zIsoDate.safeParse(date).success).toBe(false);
  });

  it('accepts every real calendar day written as yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => isIsoDate(date.toISOString().slice(0, 10)),
      ),
    );
  });
});

describe('date-times and ids (spec 1 §3)', () => {
  it('accepts ISO date-times with an offset and rejects bare dates', () => {
    expect(zDateTime.safeParse('2024-05-01T08:30:00Z').success).toBe(true);
    expect(zDateTime.safeParse('2024-05-01T08:30:00+02:00').success).toBe(true);
    expect(zDateTime.safeParse('2024-05-01').success).toBe(false);
  });

  it('coerces path ids from text and rejects non-positive ones', () => {
    expect(zIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(zIdParams.safeParse({ id: '0' }).success).toBe(false);
    expect(zIdParams.safeParse({ id: 'abc' }).success).toBe(false);
  });
});

describe('uploaded files (spec 2 §3, §5)', () => {
  it('accepts data URLs and rejects other text as an invalid file', () => {
    expect(zDataUrl.safeParse('data:text/csv;base64,YQ==').success).toBe(true);
    expect(zDataUrl.safeParse('data:,plain').success).toBe(true);
    expect(
      zDataUrl.safeParse('data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,UEs=')
        .success,
    ).toBe(true);
    expect(zDataUrl.safeParse('C:\\fakepath\\a.xlsx').success).toBe(false);
    expect(zDataUrl.safeParse('https://x/a.xlsx').success).toBe(false);
  });

  it('accepts a Blob or a data URL as an upload file part', () => {
    expect(zUploadFile.safeParse(new Blob(['x'])).success).toBe(true);
    expect(zUploadFile.safeParse('data:,x').success).toBe(true);
    expect(zUploadFile.safeParse(42).success).toBe(false);
  });
});
