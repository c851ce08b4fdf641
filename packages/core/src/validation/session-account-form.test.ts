import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { zSessionAccountForm } from './session-account-form';

describe('session account selection (spec 1 §5)', () => {
  it('spec 1 §5: an account must be chosen', () => {
    expect(formErrors(zSessionAccountForm, { account_id: null })).toEqual({ account_id: 'required-field' });
    expect(formErrors(zSessionAccountForm, {})).toEqual({ account_id: 'required-field' });
    expect(formErrors(zSessionAccountForm, { account_id: 4 })).toEqual({});
  });
});
