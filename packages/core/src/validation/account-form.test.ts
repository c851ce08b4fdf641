import { describe, expect, it } from 'vitest';
import { newAccountForm, zAccountForm } from './account-form';
import { formErrors } from './form-errors';

describe('add or edit account (spec 1 §5)', () => {
  it('spec 1 §5: the name is required and at least one language must be ticked', () => {
    expect(formErrors(zAccountForm, { name: '', lang_ids: [] })).toEqual({
      name: 'required-field',
      lang_ids: 'admin-accounts-add-popup-language-required',
    });
    expect(formErrors(zAccountForm, { name: 'Pulzus Kft.', lang_ids: [1, 2] })).toEqual({});
  });

  it('spec 1 §5: a new account defaults to language id 1', () => {
    expect(newAccountForm()).toEqual({ name: '', lang_ids: [1] });
    expect(formErrors(zAccountForm, { ...newAccountForm(), name: 'X' })).toEqual({});
  });
});
