import { describe, expect, it } from 'vitest';
import { zAccount, zAccountPayload, zSessionAccountSetPayload } from './account';
import { zManualImportErrorDetails } from './data-import';
import { zDemographyCreatePayload, zDemographyUpdatePayload } from './demography';
import { zDocumentUploadPayload } from './document';
import { zDownloadTicketPayload, zParticipationXlsxQuery } from './download-ticket';
import { DEFAULT_LANGUAGE, zLanguage } from './language';
import { zPasswordReminderPayload } from './password';
import { zProviderClientIdResponse } from './provider';
import { zTopicsSavePayload } from './question';
import { ROLE_IDS, roleLabelKey, zRole } from './role';
import { zUser, zUserCreatePayload } from './user';

describe('language and role (spec 1 §3)', () => {
  it('defaults to id 1, hu, Magyar and knows only hu and en', () => {
    expect(zLanguage.parse(DEFAULT_LANGUAGE)).toEqual({ id: 1, code: 'hu', name: 'Magyar' });
    expect(zLanguage.safeParse({ id: 2, code: 'de', name: 'Deutsch' }).success).toBe(false);
  });

  it('has ids 1 admin, 2 user, 3 demo-user, labelled role-<slug>', () => {
    expect(ROLE_IDS).toEqual({ admin: 1, user: 2, 'demo-user': 3 });
    expect(zRole.safeParse({ id: 3, slug: 'demo-user' }).success).toBe(true);
    expect(zRole.safeParse({ id: 1, slug: 'user' }).success).toBe(false);
    expect(roleLabelKey('demo-user')).toBe('role-demo-user');
  });
});

describe('account (spec 1 §3, §5)', () => {
  it('lists languages with the account and needs a name and a language to save', () => {
    const account = {
      id: 1,
      name: 'Acme',
      is_disabled: false,
      languages: [{ id: 1, name: 'Magyar' }],
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    };
    expect(zAccount.parse(account)).toEqual(account);
    expect(zAccountPayload.safeParse({ name: 'Acme', lang_ids: [1] }).success).toBe(true);
    expect(zAccountPayload.safeParse({ name: 'Acme', lang_ids: [] }).success).toBe(false);
    expect(zAccountPayload.safeParse({ name: '  ', lang_ids: [1] }).success).toBe(false);
    const withK = (k: unknown) =>
      zAccountPayload.safeParse({ name: 'Acme', lang_ids: [1], min_group_size: k });
    expect([6, null, 5.5, '6'].map((k) => withK(k).success)).toEqual([true, true, false, false]);
  });

  it('accepts account_id 0 for no session account (spec 1 §7)', () => {
    expect(zSessionAccountSetPayload.safeParse({ account_id: 0 }).success).toBe(true);
    expect(zSessionAccountSetPayload.safeParse({ account_id: -1 }).success).toBe(false);
  });
});

describe('user (spec 1 §3, §5, §7)', () => {
  it('sends the role as a slug', () => {
    const user = {
      id: 4,
      name: 'Kiss Anna',
      nickname: 'Anna',
      email: 'anna@example.hu',
      mobile: null,
      role: 'demo-user',
      is_disabled: false,
      login_locked_date: null,
    };
    expect(zUser.parse(user)).toEqual(user);
    expect(zUser.safeParse({ ...user, role: 3 }).success).toBe(false);
  });

  it('needs name, e-mail, nickname and role; mobile and the set-password e-mail are optional', () => {
    const payload = { name: 'A', email: 'a@b.hu', nickname: 'A', role: 'user' };
    expect(zUserCreatePayload.safeParse(payload).success).toBe(true);
    expect(
      zUserCreatePayload.safeParse({ ...payload, send_set_password_email: true, mobile: '+36' }).success,
    ).toBe(true);
    expect(zUserCreatePayload.safeParse({ ...payload, nickname: '' }).success).toBe(false);
  });

  it('sends a password reminder with uj-jelszo or elfelejtett-jelszo', () => {
    for (const email_template of ['uj-jelszo', 'elfelejtett-jelszo']) {
      expect(zPasswordReminderPayload.safeParse({ email: 'a@b.hu', email_template }).success).toBe(true);
    }
    expect(zPasswordReminderPayload.safeParse({ email: 'a@b.hu', email_template: 'new' }).success).toBe(
      false,
    );
  });
});

describe('survey data payloads (spec 2 §3, §5, §7)', () => {
  const demography = {
    survey_date_id: 1,
    name: 'Telephely',
    code: 'site',
    type: 'collector',
    worker_groups: [1],
    answers: [{ name: 'Észak', value: 1, no_answer: false }],
  };

  it('creates a demography with answers and updates it with answer ids', () => {
    expect(zDemographyCreatePayload.safeParse(demography).success).toBe(true);
    expect(zDemographyCreatePayload.safeParse({ ...demography, worker_groups: [] }).success).toBe(false);
    expect(zDemographyCreatePayload.safeParse({ ...demography, type: 'other' }).success).toBe(false);
    const update = {
      ...demography,
      answers: [
        { id: 3, name: 'Észak', value: 1 },
        { name: 'Dél', value: 2 },
      ],
    };
    expect(zDemographyUpdatePayload.parse(update).answers[0]?.id).toBe(3);
  });

  it('saves topics with a colour or none, and new questions without ids', () => {
    const group = {
      survey_date_id: 1,
      worker_group_id: 1,
      name: 'Csapat',
      is_commitment: false,
      is_calculated_in_index: true,
      bg_color: 'light_blue',
      questions: [{ code: '420002:440001', name: 'Büszke vagyok' }],
    };
    expect(zTopicsSavePayload.safeParse({ question_groups: [group] }).success).toBe(true);
    expect(zTopicsSavePayload.safeParse({ question_groups: [{ ...group, bg_color: null }] }).success).toBe(
      true,
    );
    expect(zTopicsSavePayload.safeParse({ question_groups: [{ ...group, bg_color: 'pink' }] }).success).toBe(
      false,
    );
  });

  it('uploads a document as name, file name and data URL', () => {
    const payload = { name: 'Riport', file_name: 'riport.pdf', file: 'data:application/pdf;base64,JVBERi0=' };
    expect(zDocumentUploadPayload.safeParse(payload).success).toBe(true);
    expect(zDocumentUploadPayload.safeParse({ ...payload, file: 'riport.pdf' }).success).toBe(false);
  });

  it('lists manual import row errors with row, and column where the spec names one (spec 2 §8)', () => {
    const details = {
      errors: [
        { code: 'invalid-collector-id', row: 2 },
        { code: 'invalid-answer', row: 3, column: 'F' },
        { code: 'missing-answer', row: 3, column: 'F' },
        { code: 'cant-find-sm-question', row: 1, column: 'G' },
        { code: 'ambiguous-sm-question', row: 3, column: 'H' },
        { code: 'duplicate-response-id', row: 4, column: 'A' },
      ],
    };
    expect(zManualImportErrorDetails.parse(details)).toEqual(details);
    expect(
      zManualImportErrorDetails.safeParse({ errors: [{ code: 'invalid-answer', row: 3 }] }).success,
    ).toBe(false);
  });

  it('asks for download tickets of the four resources only', () => {
    expect(zDownloadTicketPayload.safeParse({ resource: 'translations-csv', id: 1 }).success).toBe(true);
    expect(zDownloadTicketPayload.safeParse({ resource: 'documents', id: 1 }).success).toBe(false);
    expect(zParticipationXlsxQuery.parse({ t: 'x'.repeat(16), worker_group_id: '3' })).toEqual({
      t: 'x'.repeat(16),
      worker_group_id: 3,
    });
  });

  it('gives the connect link a client id and a state (spec 2 §2)', () => {
    expect(zProviderClientIdResponse.safeParse({ client_id: 'abc', state: 's1' }).success).toBe(true);
    expect(zProviderClientIdResponse.safeParse({ client_id: 'abc' }).success).toBe(false);
  });
});
