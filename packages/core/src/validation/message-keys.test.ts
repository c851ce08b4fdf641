import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n/catalogue';
import * as accountForm from './account-form';
import * as collectorForm from './collector-form';
import * as demographyForm from './demography-form';
import { validateForgottenPasswordEmail } from './email';
import * as formErrorsModule from './form-errors';
import { formErrors } from './form-errors';
import { validateLogin } from './login';
import { validateAdminSetPassword, validateChangePassword, validateNewPassword } from './password';
import * as providerConnectForm from './provider-connect-form';
import * as questionForm from './question-form';
import * as sessionAccountForm from './session-account-form';
import { checkSurveyDateForm } from './survey-date-form';
import * as uploads from './uploads';
import * as userForm from './user-form';
import * as workerGroupForm from './worker-group-form';

const modules = [
  accountForm,
  collectorForm,
  demographyForm,
  formErrorsModule,
  providerConnectForm,
  questionForm,
  sessionAccountForm,
  uploads,
  userForm,
  workerGroupForm,
];
const schemas = [
  ...modules.flatMap((module) => Object.values(module).filter((value) => value instanceof z.ZodType)),
  userForm.userFormSchema('admins'),
  userForm.userFormSchema('users'),
];
// Inputs that break every rule of the forms: missing, empty, wrong type, not a number, wrong role.
const badInputs: unknown[] = [
  {},
  null,
  '',
  'x',
  -1.5,
  {
    name: '',
    code: ' ',
    email: '',
    nickname: '',
    role: 'user',
    lang_ids: [],
    worker_groups: [],
    type: 'x',
    answers: [
      { name: '', value: 'abc' },
      { name: 'a', value: '' },
    ],
    headcount: 'x',
    sm_collector_id: '',
    worker_group_id: null,
    account_id: 0,
    file_name: '',
    file: 'not a data url',
  },
];

describe('validator message keys exist in the catalogue (spec 1 §5, spec 2 §5)', () => {
  it('spec 1 §5, spec 2 §5: every message a form schema returns is a catalogue key', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(14);
    const seen = new Set<string>();
    for (const schema of schemas) {
      for (const input of badInputs) {
        for (const key of Object.values(formErrors(schema, input))) {
          if (key === undefined) continue;
          seen.add(key);
          // A non-object input yields zod's own type message at the root; forms always pass objects.
          if (input !== null && typeof input === 'object')
            expect(isMessageKey(key), `${key} ${JSON.stringify(formErrors(schema, input))}`).toBe(true);
        }
      }
    }
    for (const key of [
      'required-field',
      'numeric-field',
      'whole-number-field',
      'invalid-file',
      'admin-accounts-add-popup-language-required',
    ]) {
      expect(seen.has(key), key).toBe(true);
    }
  });

  it('spec 1 §5: every message the ordered validators return is a catalogue key', () => {
    const keys = [
      validateLogin({ email: '', password: '' }),
      validateLogin({ email: 'a', password: '' }),
      validateForgottenPasswordEmail('x'),
      validateNewPassword({ password: '', repeat: '' }),
      validateNewPassword({ password: 'weak', repeat: '' }),
      validateNewPassword({ password: 'Abcdef1!', repeat: '' }),
      validateChangePassword({ old_password: '', new_password: '', repeat: '' }),
      validateChangePassword({ old_password: 'a', new_password: '', repeat: '' }),
      validateChangePassword({ old_password: 'a', new_password: 'b', repeat: 'c' }),
      validateAdminSetPassword({ password: '', repeat: '' }),
      validateAdminSetPassword({ password: 'a', repeat: 'b' }),
      uploads.validateCollectorUpload(null),
      uploads.validateCollectorUpload({ name: 'a.csv' }),
      uploads.validateManualImportFile({ name: 'a.pdf' }),
      ...Object.values(
        checkSurveyDateForm(
          { year: null, month: null, sm_api_key_id: 1, surveys: [{ worker_group_id: 1, sm_survey_id: 'x' }] },
          [],
        ).errors,
      ),
      checkSurveyDateForm({ year: 2024, month: 1, sm_api_key_id: 1, surveys: [] }, []).dialog,
    ];
    for (const key of keys) {
      expect(key).not.toBeNull();
      expect(isMessageKey(key ?? ''), String(key)).toBe(true);
    }
  });
});
