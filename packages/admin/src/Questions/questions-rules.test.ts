// Pure rules; named .tsx because the browser `components` project is the one that runs admin tests.
import type { Topic } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import {
  codesInGroup,
  newTopic,
  providerItemTitle,
  type QuestionsFormValues,
  questionsFormErrors,
  statementOptions,
  type TopicDraft,
  toWorkerGroupDraft,
  topicControls,
  topicsToSave,
} from './questions-rules';

const commitment: TopicDraft = {
  topicId: 1,
  name: 'Elkötelezettség',
  is_commitment: true,
  is_calculated_in_index: true,
  bgColor: '',
  questions: [{ questionId: 10, code: '420002:440001', name: 'Büszke vagyok' }],
};
const team: TopicDraft = {
  topicId: 2,
  name: 'Csapat',
  is_commitment: false,
  is_calculated_in_index: false,
  bgColor: 'mint_green',
  questions: [{ code: '420001', name: 'Jó a csapat' }],
};

describe('numbering and controls of topics (spec 2 §4)', () => {
  it('spec 2 §4: the commitment topic has a fixed title; the others are numbered from 1', () => {
    const topics = [commitment, team, newTopic(), newTopic()];
    expect(topics.map((_, i) => topicControls(topics, i).fixedTitle)).toEqual([
      'Elkötelezettség',
      null,
      null,
      null,
    ]);
    expect(topics.map((_, i) => topicControls(topics, i).number)).toEqual([null, 1, 2, 3]);
  });

  it('spec 2 §4: only non-commitment topics get the index switch, the colour and delete', () => {
    const topics = [commitment, team, newTopic()];
    expect(topicControls(topics, 0)).toMatchObject({ editable: false, deletable: false });
    expect(topicControls(topics, 2)).toMatchObject({ editable: true, deletable: true });
  });

  it('spec 2 §4: the second topic cannot be deleted', () => {
    const topics = [commitment, team, newTopic()];
    expect(topicControls(topics, 1)).toMatchObject({ editable: true, deletable: false });
  });
});

describe('default topics (spec 2 §4, §9)', () => {
  it('spec 2 §4: a worker group without topics gets a commitment topic and an empty topic, both in the index', () => {
    const draft = toWorkerGroupDraft(4, [], 'Elkötelezettség');
    expect(draft.topics).toEqual([
      {
        name: 'Elkötelezettség',
        is_commitment: true,
        is_calculated_in_index: true,
        bgColor: '',
        questions: [],
      },
      { name: '', is_commitment: false, is_calculated_in_index: true, bgColor: '', questions: [] },
    ]);
  });

  it('stored topics keep their ids, flags, colour and questions', () => {
    const stored: Topic = {
      id: 2,
      survey_date_id: 13,
      worker_group_id: 4,
      name: 'Csapat',
      is_commitment: false,
      is_calculated_in_index: false,
      bg_color: null,
      questions: [{ id: 30, code: 'c', name: 'n' }],
    };
    expect(toWorkerGroupDraft(4, [stored], 'x').topics).toEqual([
      {
        topicId: 2,
        name: 'Csapat',
        is_commitment: false,
        is_calculated_in_index: false,
        bgColor: '',
        questions: [{ questionId: 30, code: 'c', name: 'n' }],
      },
    ]);
  });
});

describe('validation (spec 2 §5)', () => {
  it('spec 2 §5: a topic needs a name and each question a code and a name', () => {
    const values: QuestionsFormValues = {
      groups: [
        {
          workerGroupId: 4,
          topics: [commitment, { ...team, name: ' ', questions: [{ code: '', name: 'Kérdés' }] }],
        },
      ],
    };
    expect(questionsFormErrors(values)).toEqual({
      'groups.0.topics.1.name': 'required-field',
      'groups.0.topics.1.questions.0.code': 'required-field',
    });
  });

  it('spec 2 §4, §5: a topic without questions is not validated, since it is dropped on save', () => {
    const values: QuestionsFormValues = { groups: [{ workerGroupId: 4, topics: [commitment, newTopic()] }] };
    expect(questionsFormErrors(values)).toEqual({});
  });
});

describe('saving (spec 2 §4, §7)', () => {
  it('spec 2 §4: topics without questions are dropped; ids, colours and trimmed texts are sent', () => {
    const values: QuestionsFormValues = {
      groups: [
        {
          workerGroupId: 4,
          topics: [
            commitment,
            newTopic(),
            { ...team, name: ' Csapat ', questions: [{ code: ' 420001 ', name: 'Jó a csapat ' }] },
          ],
        },
      ],
    };
    expect(topicsToSave(values, 13)).toEqual([
      {
        id: 1,
        survey_date_id: 13,
        worker_group_id: 4,
        name: 'Elkötelezettség',
        is_commitment: true,
        is_calculated_in_index: true,
        bg_color: null,
        questions: [{ id: 10, code: '420002:440001', name: 'Büszke vagyok' }],
      },
      {
        id: 2,
        survey_date_id: 13,
        worker_group_id: 4,
        name: 'Csapat',
        is_commitment: false,
        is_calculated_in_index: false,
        bg_color: 'mint_green',
        questions: [{ code: '420001', name: 'Jó a csapat' }],
      },
    ]);
  });

  it('spec 2 §4: a group whose topics all lost their questions still sends its commitment topic, so it is cleared', () => {
    const values: QuestionsFormValues = {
      groups: [
        { workerGroupId: 4, topics: [{ ...commitment, questions: [] }, newTopic()] },
        { workerGroupId: 5, topics: [{ ...commitment, topicId: 7 }] },
      ],
    };
    expect(topicsToSave(values, 13).map((t) => [t.worker_group_id, t.id, t.questions.length])).toEqual([
      [4, 1, 0],
      [5, 7, 1],
    ]);
  });
});

describe('provider survey items (spec 2 §7 sm-surveys/{id}/questions)', () => {
  it('finds the text of a chosen item code', () => {
    const items = [
      { id: '420001', title: 'Jó a csapat' },
      { id: '420002:440001', title: 'Büszke vagyok' },
    ];
    expect(providerItemTitle(' 420002:440001 ', items)).toBe('Büszke vagyok');
    expect(providerItemTitle('999', items)).toBeUndefined();
    expect(providerItemTitle('', items)).toBeUndefined();
  });

  const items = [
    { id: '420001', title: 'Jó a csapat' },
    { id: '420002:440001', title: 'Büszke vagyok' },
  ];
  const notes = { usedNote: 'used', notInSurveyNote: 'not in survey' };

  it('offers every statement by its text, the code searchable only, and disables those used elsewhere in the group', () => {
    const options = statementOptions(items, new Set(['420001']), { code: '', name: '' }, notes);
    expect(options).toEqual([
      { value: '420001', label: 'Jó a csapat', keywords: '420001', disabled: true, description: 'used' },
      { value: '420002:440001', label: 'Büszke vagyok', keywords: '420002:440001' },
    ]);
    // the question's own statement stays choosable even when another question repeats it
    const own = statementOptions(items, new Set(['420001']), { code: '420001', name: 'Jó a csapat' }, notes);
    expect(own[0]).toEqual({ value: '420001', label: 'Jó a csapat', keywords: '420001' });
  });

  it('keeps a stored code that is not in the survey, first, named by its question text', () => {
    const options = statementOptions(items, new Set(), { code: ' 999 ', name: 'Régi kérdés' }, notes);
    expect(options[0]).toEqual({
      value: '999',
      label: 'Régi kérdés',
      keywords: '999',
      description: 'not in survey',
    });
    expect(options).toHaveLength(3);
  });

  it("collects the group's codes but for one question", () => {
    const topics = [
      {
        questions: [
          { code: '420001 ', name: '' },
          { code: '', name: '' },
        ],
      },
      { questions: [{ code: '420002:440001', name: '' }] },
    ];
    expect(codesInGroup(topics, { topic: 1, question: 0 })).toEqual(new Set(['420001']));
    expect(codesInGroup(topics, { topic: 0, question: 1 })).toEqual(new Set(['420001', '420002:440001']));
  });
});
