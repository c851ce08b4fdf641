import { describe, expect, it } from 'vitest';
import { designLookup, mapAnswers, mapTexts } from './response-mapping';

// provider-api.md §3.4 and §3.7: the documented survey design and bulk responses.
const DETAILS = {
  pages: [
    {
      id: '410001',
      questions: [
        {
          id: '420001',
          family: 'single_choice',
          subtype: 'vertical',
          answers: {
            choices: [
              { id: '430001', text: 'North plant', position: 1 },
              { id: '430002', text: 'South office', position: 2 },
            ],
            other: { id: '430009', text: 'Other (please specify)', position: 0, is_answer_choice: true },
          },
        },
        {
          id: '420002',
          family: 'matrix',
          subtype: 'rating',
          answers: {
            rows: [{ id: '440001' }, { id: '440002' }],
            choices: [
              { id: '450004', position: 4 },
              { id: '450006', position: 6, is_na: true },
            ],
          },
        },
        { id: '420003', family: 'open_ended', subtype: 'essay' },
        {
          id: '420004',
          family: 'open_ended',
          subtype: 'multi',
          answers: { rows: [{ id: '441' }, { id: '442' }] },
        },
        {
          id: '420005',
          family: 'open_ended',
          subtype: 'single',
          display_options: { display_type: 'file_upload' },
        },
      ],
    },
  ],
};

const response = (questions: object[]) => ({ pages: [{ id: '410001', questions }] });

describe('provider responses: comments (docs/import.md "Comments", provider-api §3.7)', () => {
  const lookup = designLookup(DETAILS);

  it('an essay answer is stored under its question id, beside the answers it does not change', () => {
    const r = response([
      { id: '420001', answers: [{ choice_id: '430002' }] },
      {
        id: '420002',
        answers: [
          { row_id: '440001', choice_id: '450004' },
          { row_id: '440002', choice_id: '450006' },
        ],
      },
      { id: '420003', answers: [{ text: '  More flexible hours. ' }] },
    ]);
    expect(mapTexts(r, lookup)).toEqual({ '420003': 'More flexible hours.' });
    expect(mapAnswers(r, lookup)).toEqual({ '420001': 2, '420002:440001': 4 });
  });

  it('an "other, please specify" text is stored under `questionId:other`, the boxes of an open-ended multi under `questionId:rowId`', () => {
    const r = response([
      { id: '420001', answers: [{ other_id: '430009', text: 'Remote' }] },
      {
        id: '420004',
        answers: [
          { row_id: '441', text: 'Budapest' },
          { row_id: '442', text: '' },
        ],
      },
    ]);
    expect(mapTexts(r, lookup)).toEqual({ '420001:other': 'Remote', '420004:441': 'Budapest' });
  });

  it('file uploads, empty texts and questions the design does not know are no comments', () => {
    const r = response([
      {
        id: '420005',
        answers: [{ download_url: 'https://example.test/f', content_type: 'image/png', text: 'x' }],
      },
      { id: '420003', answers: [{ text: '   ' }] },
      { id: '999999', answers: [{ text: 'unknown question' }] },
    ]);
    expect(mapTexts(r, lookup)).toEqual({});
  });
});
