import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { defaultUserRole, newUserForm, userFormSchema, userRoleOptions, zUserForm } from './user-form';

const valid = { name: 'Kiss Anna', email: 'anna@pulzus.hu', nickname: 'Anna', role: 'user' as const };

describe('add or edit user (spec 1 §5)', () => {
  it('spec 1 §5: name, e-mail, nickname and role are required with required-field; mobile is optional', () => {
    expect(formErrors(zUserForm, { name: '', email: ' ', nickname: '', role: null })).toEqual({
      name: 'required-field',
      email: 'required-field',
      nickname: 'required-field',
      role: 'required-field',
    });
    expect(formErrors(zUserForm, valid)).toEqual({});
    expect(formErrors(zUserForm, { ...valid, mobile: '+36 30 123 4567' })).toEqual({});
  });

  it('spec 1 §5: the add form has an optional send-set-password-email switch', () => {
    expect(zUserForm.parse({ ...valid, send_set_password_email: true }).send_set_password_email).toBe(true);
    expect(newUserForm('users').send_set_password_email).toBe(false);
  });

  it('spec 1 §5: the default role is admin on the admins screen and user otherwise', () => {
    expect(defaultUserRole('admins')).toBe('admin');
    expect(defaultUserRole('users')).toBe('user');
    expect(newUserForm('admins').role).toBe('admin');
    expect(newUserForm('users').role).toBe('user');
  });

  it('spec 1 §5: the admins screen offers only admin; the users screen user and demo user', () => {
    expect(userRoleOptions('admins')).toEqual(['admin']);
    expect(userRoleOptions('users')).toEqual(['user', 'demo-user']);
    expect(formErrors(userFormSchema('admins'), { ...valid, role: 'user' })).toEqual({
      role: 'required-field',
    });
    expect(formErrors(userFormSchema('users'), { ...valid, role: 'admin' })).toEqual({
      role: 'required-field',
    });
    expect(formErrors(userFormSchema('users'), { ...valid, role: 'demo-user' })).toEqual({});
  });
});
