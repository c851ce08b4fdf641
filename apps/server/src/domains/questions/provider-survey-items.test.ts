import { describe, expect, it } from 'vitest';
import { plainText, surveyItems } from './provider-survey-items';

// the details example of provider-api.md §3.4, plus a hidden question, a matrix multi and HTML
const DETAILS = {
  id: '400001',
  pages: [
    {
      id: '410002',
      position: 2,
      questions: [
        {
          id: '420010',
          position: 1,
          visible: true,
          family: 'single_choice',
          subtype: 'menu',
          headings: [{ heading: '<b>Team</b> &amp; manager' }],
        },
      ],
    },
    {
      id: '410001',
      position: 1,
      questions: [
        {
          id: '420003',
          position: 3,
          visible: true,
          family: 'open_ended',
          subtype: 'essay',
          headings: [{ heading: 'Improve?' }],
        },
        {
          id: '420002',
          position: 2,
          visible: true,
          family: 'matrix',
          subtype: 'rating',
          headings: [{ heading: 'How far do you agree?' }],
          answers: {
            rows: [
              { id: '440002', text: 'My manager supports me', position: 2, visible: true },
              { id: '440001', text: 'I am proud to work here', position: 1, visible: true },
              { id: '440003', text: 'Hidden row', position: 3, visible: false },
            ],
            choices: [{ id: '450001', text: 'Strongly disagree', position: 1, weight: 1 }],
          },
        },
        {
          id: '420001',
          position: 1,
          visible: true,
          family: 'single_choice',
          subtype: 'vertical',
          headings: [{ heading: 'Which site do you work at?' }],
          answers: { choices: [{ id: '430001', text: 'North plant', position: 1 }] },
        },
        {
          id: '420009',
          position: 4,
          visible: false,
          family: 'single_choice',
          subtype: 'vertical',
          headings: [],
        },
        {
          id: '420008',
          position: 5,
          family: 'matrix',
          subtype: 'multi',
          headings: [{ heading: 'Tick all' }],
          answers: { rows: [{ id: '1', text: 'x' }] },
        },
      ],
    },
  ],
};

describe('provider survey items (spec 2 §7, graphs.md item codes)', () => {
  it('lists single-choice questions, rated matrix rows and open-ended questions (marked, docs/import.md "Comments") in page, question and row order', () => {
    expect(surveyItems(DETAILS)).toEqual([
      { id: '420001', title: 'Which site do you work at?' },
      { id: '420002:440001', title: 'I am proud to work here' },
      { id: '420002:440002', title: 'My manager supports me' },
      { id: '420003', title: 'Improve?', open_ended: true },
      { id: '420010', title: 'Team & manager' },
    ]);
  });

  it('tolerates missing or malformed details', () => {
    expect(surveyItems(null)).toEqual([]);
    expect(surveyItems({ pages: 'nope' })).toEqual([]);
    expect(surveyItems({ pages: [{ questions: [{ id: 5, family: 'single_choice' }, 'junk'] }] })).toEqual([
      { id: '5', title: '' },
    ]);
  });

  it('strips HTML tags and entities from texts', () => {
    expect(plainText('<p>Fair&nbsp;pay &lt;3</p>\n<br/>ok')).toBe('Fair pay <3 ok');
  });
});
