import { describe, expect, it } from 'vitest';
import { newAccountForm, zAccountForm } from './account-form';
import { formErrors } from './form-errors';

describe('add or edit account (spec 1 §5)', () => {
  it('spec 1 §5: the name is required and at least one language must be ticked', () => {
    expect(
      formErrors(zAccountForm, {
        name: '',
        lang_ids: [],
        min_group_size: null,
        time_zone: 'Europe/Budapest',
      }),
    ).toEqual({
      name: 'required-field',
      lang_ids: 'admin-accounts-add-popup-language-required',
    });
    expect(
      formErrors(zAccountForm, {
        name: 'Pulzus Kft.',
        lang_ids: [1, 2],
        min_group_size: null,
        time_zone: 'Europe/Budapest',
      }),
    ).toEqual({});
  });

  it('spec 1 §5: a new account defaults to language id 1', () => {
    expect(newAccountForm()).toEqual({
      name: '',
      lang_ids: [1],
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    });
    expect(formErrors(zAccountForm, { ...newAccountForm(), name: 'X' })).toEqual({});
  });

  it('graphs.md "Privacy": the minimum group size k is a whole number from 3 to 10, or empty for the server\'s', () => {
    const form = (min_group_size: unknown) => ({
      name: 'X',
      lang_ids: [1],
      min_group_size,
      time_zone: 'UTC',
    });
    for (const k of [null, 3, 7, 10]) expect(formErrors(zAccountForm, form(k)), String(k)).toEqual({});
    for (const k of [2, 11, 0, -4, 5.5, Number.NaN, '6', undefined])
      expect(formErrors(zAccountForm, form(k)), String(k)).toEqual({
        min_group_size: 'error-min-group-size-out-of-range',
      });
  });

  it('docs/reports.md "Time zone": an IANA zone name (current spellings and UTC too) passes, anything else is error-time-zone-unknown', () => {
    const form = (time_zone: string) => ({ name: 'X', lang_ids: [1], min_group_size: null, time_zone });
    for (const zone of ['Europe/Budapest', 'Asia/Kathmandu', 'Europe/Kyiv', 'UTC'])
      expect(formErrors(zAccountForm, form(zone)), zone).toEqual({});
    for (const zone of ['', 'Budapest', 'Mars/Olympus', '+01:00'])
      expect(formErrors(zAccountForm, form(zone)), zone).toEqual({ time_zone: 'error-time-zone-unknown' });
  });
});
