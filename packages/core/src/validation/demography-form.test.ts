import { describe, expect, it } from 'vitest';
import { newDemographyForm, zDemographyForm } from './demography-form';
import { formErrors } from './form-errors';

describe('demography form (spec 2 §5)', () => {
  it('spec 2 §5: name, code and worker groups are required; the type defaults to survey', () => {
    expect(newDemographyForm().type).toBe('survey');
    expect(formErrors(zDemographyForm, newDemographyForm())).toEqual({
      name: 'required-field',
      code: 'required-field',
      worker_groups: 'required-field',
    });
    const { type: _omitted, ...withoutType } = {
      ...newDemographyForm(),
      name: 'Kor',
      code: 'age',
      worker_groups: [1],
    };
    expect(zDemographyForm.parse(withoutType).type).toBe('survey');
    expect(formErrors(zDemographyForm, { ...withoutType, type: 'other' })).toEqual({
      type: 'required-field',
    });
  });

  it('spec 2 §5: each answer needs a name and a numeric value; no_answer is optional', () => {
    const form = {
      name: 'Kor',
      code: 'age',
      type: 'collector' as const,
      worker_groups: [1, 2],
      answers: [
        { name: '30 alatt', value: '1' },
        { name: '', value: 'x' },
        { name: 'Nem válaszolt', value: '', no_answer: true },
      ],
    };
    expect(formErrors(zDemographyForm, form)).toEqual({
      'answers.1.name': 'required-field',
      'answers.1.value': 'numeric-field',
      'answers.2.value': 'required-field',
    });
    const fixed = {
      ...form,
      answers: [form.answers[0], { id: 7, name: 'Nem válaszolt', value: 9, no_answer: true }],
    };
    expect(zDemographyForm.parse(fixed).answers).toEqual([
      { name: '30 alatt', value: 1, no_answer: false },
      { id: 7, name: 'Nem válaszolt', value: 9, no_answer: true },
    ]);
  });
});
