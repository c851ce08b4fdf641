import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { zProviderConnectForm } from './provider-connect-form';
import { zQuestionForm, zTopicForm } from './question-form';

describe('topics and questions (spec 2 §5)', () => {
  it('spec 2 §5: a topic needs a name; a question needs a code and a name', () => {
    expect(formErrors(zTopicForm, { name: '' })).toEqual({ name: 'required-field' });
    expect(formErrors(zQuestionForm, { code: '', name: '' })).toEqual({
      code: 'required-field',
      name: 'required-field',
    });
    expect(formErrors(zQuestionForm, { code: 'Q1', name: 'Szívesen dolgozom itt.' })).toEqual({});
  });

  it('spec 2 §5: the oauth save needs a name', () => {
    expect(formErrors(zProviderConnectForm, { name: ' ' })).toEqual({ name: 'required-field' });
    expect(formErrors(zProviderConnectForm, { name: 'Fő kulcs' })).toEqual({});
  });
});
