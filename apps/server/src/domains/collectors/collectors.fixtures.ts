import type { TestApp } from '../../test/app';

/** Uploads a collectors workbook to a date as the caller of `token` (`POST survey-dates/{id}/collectors-xlsx`). */
export function uploadCollectorsXlsx(t: TestApp, dateId: number, bytes: Buffer, token: string) {
  return t.call({
    method: 'POST',
    url: `/api/survey-dates/${dateId}/collectors-xlsx`,
    payload: {
      file: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes.toString('base64')}`,
    },
    token,
  });
}
