import type { Document } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { SURVEY_DATES } from '../testing/fixtures';

// Fixed fixtures of the documents screen's stories and component tests (style.md §17).

/** The documents of survey date 13 (2025. március), newest first as the server lists them. */
export const DOCUMENTS: Document[] = [
  {
    id: 51,
    name: 'Összefoglaló jelentés',
    original_filename: 'Összefoglaló jelentés 2025.pdf',
    file_name: 'Összefoglaló jelentés 2025.pdf',
    upload_datetime: '2025-03-20T09:15:00Z',
  },
  {
    id: 52,
    name: 'Nyers adatok',
    original_filename: 'adatok.xlsx',
    file_name: 'adatok.xlsx',
    upload_datetime: '2025-03-18T14:00:00Z',
  },
];

/** A document with long Hungarian labels, for the narrow-screen story. */
export const LONG_DOCUMENT: Document = {
  id: 53,
  name: 'A munkavállalói elégedettségi felmérés részletes vezetői összefoglalója telephelyenként',
  original_filename: 'munkavallaloi-elegedettsegi-felmeres-reszletes-vezetoi-osszefoglalo-2025-marcius.docx',
  file_name: 'munkavallaloi-elegedettsegi-felmeres-reszletes-vezetoi-osszefoglalo-2025-marcius.docx',
  upload_datetime: '2025-03-21T16:45:00Z',
};

/** The fake server of the documents screen: every date, date 13 with documents, the others without. */
export function documentsHandlers(extra: FakeHandlers = {}): FakeHandlers {
  const handlers: FakeHandlers = {
    'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
    'POST survey-dates/13/documents': () => ({ body: { status: 'ok', id: 54 } }),
    'DELETE documents/51': () => ({ body: { status: 'ok' } }),
  };
  for (const date of SURVEY_DATES) {
    handlers[`GET survey-dates/${date.id}/response-count`] = () => ({
      body: { answers_count: date.answer_count },
    });
    handlers[`GET survey-dates/${date.id}/documents`] = () => ({
      body: { documents: date.id === 13 ? DOCUMENTS : [] },
    });
  }
  return { ...handlers, ...extra };
}
